import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { TESSERA_CONFIG, type TesseraConfig } from '@tessera/platform';
import { chromium, type Browser } from 'playwright-core';

/**
 * The one headless Chromium of this replica, launched on the first PNG or PDF report (a replica that
 * only mails CSV never starts it) and shared by every render, each in its own browser context.
 * A browser that crashed is launched again on the next render; it is closed with the module.
 */
@Injectable()
export class ReportBrowser implements OnModuleDestroy {
  private readonly executablePath: string;
  private browser: Promise<Browser> | null = null;

  constructor(@Inject(TESSERA_CONFIG) config: TesseraConfig) {
    this.executablePath = config.reports.chromiumPath;
  }

  get(): Promise<Browser> {
    if (this.browser) return this.browser;
    const launching = chromium
      .launch({
        executablePath: this.executablePath,
        headless: true,
        // No sandbox: containers run it without the kernel features it needs; nothing but Tessera's own pages is opened.
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      })
      .then((browser) => {
        browser.on('disconnected', () => {
          if (this.browser === launching) this.browser = null;
        });
        return browser;
      });
    launching.catch(() => {
      if (this.browser === launching) this.browser = null;
    });
    this.browser = launching;
    return launching.catch((error: Error) => {
      throw new Error(`Chromium could not be started from ${this.executablePath} (TESSERA_CHROMIUM_PATH): ${error.message.split('\n')[0]}`);
    });
  }

  async onModuleDestroy(): Promise<void> {
    const launching = this.browser;
    this.browser = null;
    const browser = await launching?.catch(() => null);
    await browser?.close().catch(() => undefined);
  }
}
