import type { SecurityRoleView, SecurityUserView, SecurityUserWriteFields } from '@tessera/contracts/web';

/** What the user modal edits; the password only when creating (Superset resets it elsewhere). */
export interface UserFormValues {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  active: boolean;
  roles: SecurityRoleView[];
  password: string;
  confirmPassword: string;
}

export const EMPTY_USER_FORM: UserFormValues = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  active: true,
  roles: [],
  password: '',
  confirmPassword: '',
};

export function fromUser(user: SecurityUserView): UserFormValues {
  const { first_name, last_name, username, email, active, roles } = user;
  return { ...EMPTY_USER_FORM, first_name, last_name, username, email, active, roles };
}

/** Every field is required; a new user needs a password typed twice alike. */
export function isUserFormComplete(values: UserFormValues, creating: boolean): boolean {
  const named = [values.first_name, values.last_name, values.username, values.email].every((field) => field.trim() !== '');
  return named && (!creating || (values.password !== '' && values.password === values.confirmPassword));
}

export function toUserPayload(values: UserFormValues, creating: boolean): SecurityUserWriteFields {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    active: values.active,
    roles: values.roles.map((role) => role.id),
    ...(creating ? { password: values.password } : {}),
  };
}
