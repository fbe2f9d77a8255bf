import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JsonLogger, TESSERA_CONFIG, type TesseraConfig } from '@tessera/platform';
import { SecuritySeeder } from '@tessera/security';

/**
 * At every start, brings the permission catalogue and built-in roles up to date (like
 * `superset init`) and creates the first administrator when none by that name exists.
 */
@Injectable()
export class SecurityBootstrap implements OnApplicationBootstrap {
  constructor(
    private readonly seeder: SecuritySeeder,
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
    private readonly logger: JsonLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seeder.sync();
    const { username, password } = this.config.admin;
    const created = await this.seeder.ensureAdmin({
      username,
      password,
      firstName: 'Tessera',
      lastName: 'Admin',
      email: `${username}@localhost`,
    });
    if (!created) return;
    const { passwordMinLength } = this.config.auth;
    if ([...password].length < passwordMinLength) {
      this.logger.warn(
        `ADMIN_PASSWORD is shorter than TESSERA_PASSWORD_MIN_LENGTH (${passwordMinLength}); the administrator keeps it until changed.`,
      );
    }
    const shown = this.config.mode === 'embedded' ? `${username} / ${password}` : `${username} (password from ADMIN_PASSWORD)`;
    this.logger.warn(`Created the administrator account: ${shown}. Change the password after logging in.`);
  }
}
