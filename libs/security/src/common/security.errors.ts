import { ErrorCode, TesseraError, validationFailed } from '@tessera/contracts';
import { serverText } from '@tessera/platform';

export const userNotFound = (id: number) => new TesseraError(ErrorCode.NOT_FOUND, serverText('User %s not found', id));
export const roleNotFound = (id: number) => new TesseraError(ErrorCode.NOT_FOUND, serverText('Role %s not found', id));
/** A role's new members name users that do not exist: nothing is changed (422, as Superset answers a bad relation). */
export const unknownRoleMembers = (ids: number[]) => {
  const message = `No user has the id ${ids.join(', ')}`;
  return new TesseraError(ErrorCode.UNPROCESSABLE, message, { fields: { user_ids: [message] } });
};
export const rlsFilterNotFound = (id: number) =>
  new TesseraError(ErrorCode.NOT_FOUND, serverText('Row level security filter %s not found', id));

export const usernameTaken = () =>
  new TesseraError(ErrorCode.CONFLICT, serverText('A user with this username already exists'), {
    fields: { username: [serverText('A user with this username already exists')] },
  });
export const emailTaken = () =>
  new TesseraError(ErrorCode.CONFLICT, serverText('A user with this email already exists'), {
    fields: { email: [serverText('A user with this email already exists')] },
  });
export const roleNameTaken = () =>
  new TesseraError(ErrorCode.CONFLICT, serverText('A role with this name already exists'), {
    fields: { name: [serverText('A role with this name already exists')] },
  });
export const rlsNameTaken = () =>
  new TesseraError(ErrorCode.CONFLICT, serverText('A row level security filter with this name already exists'), {
    fields: { name: [serverText('A row level security filter with this name already exists')] },
  });

/** Superset's wording when a payload references roles that are not there. */
export const missingRoles = () => validationFailed({ roles: [serverText('Some roles do not exist')] });
export const missingPermissionViews = () => validationFailed({ permission_view_menu_ids: [serverText('Some permissions do not exist')] });
