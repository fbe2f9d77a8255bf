import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients (to, cc and bcc alike). */
  recipients: string[];
  parsed: ParsedMail;
  /** When the server accepted it (epoch ms). */
  receivedAt: number;
}

/**
 * A real SMTP server on a free local port, for tests of what Tessera mails: it keeps every message
 * it accepts and refuses any recipient listed in `refuse` with a 550 and the given text.
 */
export class SmtpTestServer {
  readonly received: ReceivedMail[] = [];
  private readonly server: SMTPServer;

  private constructor(refuse: Record<string, string>) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const reason = refuse[address.address.toLowerCase()];
        if (!reason) return callback();
        const error = new Error(reason) as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.received.push({ recipients: session.envelope.rcptTo.map((r) => r.address), parsed, receivedAt: Date.now() });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  }

  static async start(refuse: Record<string, string> = {}): Promise<SmtpTestServer> {
    const smtp = new SmtpTestServer(refuse);
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    return smtp;
  }

  get port(): number {
    return (this.server.server.address() as AddressInfo).port;
  }

  /** Messages sent to `address`. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.recipients.includes(address));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
