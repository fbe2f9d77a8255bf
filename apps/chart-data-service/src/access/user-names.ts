import type { UserRef } from '@tessera/contracts';

/** A user as lists and Explore name them: first and last name, or '' for nobody. */
export const fullName = (user: UserRef | null | undefined) => (user ? `${user.first_name} ${user.last_name}`.trim() : '');
