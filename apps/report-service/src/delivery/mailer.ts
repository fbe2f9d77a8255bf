import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { TESSERA_CONFIG, type TesseraConfig } from '@tessera/platform';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Content id: the message's HTML shows the attachment inline as `cid:…`. */
  cid?: string;
}

export interface MailMessage {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  html: string;
  attachments: MailAttachment[];
}

/** Email over the configured SMTP server (`TESSERA_SMTP_*`). */
@Injectable()
export class Mailer implements OnModuleDestroy {
  private readonly transport: Transporter;

  constructor(@Inject(TESSERA_CONFIG) config: TesseraConfig) {
    const smtp = config.smtp;
    this.from = smtp.mailFrom;
    this.transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.ssl,
      // STARTTLS on: refuse to send in clear text. Off: never upgrade, for a local relay without TLS.
      requireTLS: smtp.starttls && !smtp.ssl,
      ignoreTLS: !smtp.starttls && !smtp.ssl,
      ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
  }

  private readonly from: string;

  /** Sends one message; a refusal is thrown with the server's own words (its SMTP response). */
  async send(message: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.to,
        cc: message.cc,
        bcc: message.bcc,
        subject: message.subject,
        html: message.html,
        attachments: message.attachments,
      });
    } catch (error) {
      const smtp = error as Error & { response?: string };
      throw new Error(`The mail server refused the message: ${smtp.response ?? smtp.message}`);
    }
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
