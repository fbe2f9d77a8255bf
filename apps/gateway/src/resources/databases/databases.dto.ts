import { DatabaseWriteFields } from '@tessera/contracts';

/** `POST /api/v1/database/`, `PUT /api/v1/database/{id}`, `test_connection/`: the contract's fields, unknown ones refused. */
export class DatabaseBody extends DatabaseWriteFields {}
