import { ErrorCode, TesseraError, validationFailed } from '@tessera/contracts';

export const userNotFound = (id: number) => new TesseraError(ErrorCode.NOT_FOUND, `User ${id} not found`);
export const roleNotFound = (id: number) => new TesseraError(ErrorCode.NOT_FOUND, `Role ${id} not found`);
/** A role's new members name users that do not exist: nothing is changed (422, as Superset answers a bad relation). */
export const unknownRoleMembers = (ids: number[]) => {
  const message = `No user has the id ${ids.join(', ')}`;
  return new TesseraError(ErrorCode.UNPROCESSABLE, message, { fields: { user_ids: [message] } });
};
export const rlsFilterNotFound = (id: number) => new TesseraError(ErrorCode.NOT_FOUND, `Row level security filter ${id} not found`);

export const usernameTaken = () =>
  new TesseraError(ErrorCode.CONFLICT, 'A user with this username already exists', {
    fields: { username: ['A user with this username already exists'] },
  });
export const emailTaken = () =>
  new TesseraError(ErrorCode.CONFLICT, 'A user with this email already exists', {
    fields: { email: ['A user with this email already exists'] },
  });
export const roleNameTaken = () =>
  new TesseraError(ErrorCode.CONFLICT, 'A role with this name already exists', {
    fields: { name: ['A role with this name already exists'] },
  });
export const rlsNameTaken = () =>
  new TesseraError(ErrorCode.CONFLICT, 'A row level security filter with this name already exists', {
    fields: { name: ['A row level security filter with this name already exists'] },
  });

/** Superset's wording when a payload references roles that are not there. */
export const missingRoles = () => validationFailed({ roles: ['Some roles do not exist'] });
export const missingPermissionViews = () => validationFailed({ permission_view_menu_ids: ['Some permissions do not exist'] });
