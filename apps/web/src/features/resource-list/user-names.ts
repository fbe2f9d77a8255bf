/** A user as lists embed them (`owners`, `created_by`, `changed_by`). */
export interface UserName {
  first_name: string;
  last_name: string;
}

/** 'First Last' of one user; empty for none. */
export function userName(user: UserName | null | undefined): string {
  return user ? `${user.first_name} ${user.last_name}`.trim() : '';
}

/** Names of several users, comma-separated. */
export function userNames(users: readonly UserName[] | null | undefined): string {
  return (users ?? []).map(userName).filter(Boolean).join(', ');
}
