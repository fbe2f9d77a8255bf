import { createConnection, type ConnectionOptions } from 'mysql2/promise';

/** Stops the statement running on connection `threadId`, from a connection of its own. */
export async function killMysqlQuery(options: ConnectionOptions, threadId: number): Promise<void> {
  const connection = await createConnection({ ...options, connectTimeout: 5000 });
  try {
    await connection.query(`KILL QUERY ${Math.floor(threadId)}`);
  } finally {
    await connection.end();
  }
}
