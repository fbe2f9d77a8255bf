import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { SUPPORTED_LOCALES, validationFailed } from '@tessera/contracts';
import { isSupportedLocale } from '@tessera/i18n';
import { UserService } from '@tessera/security';
import type { Request, Response } from 'express';
import { Public } from '../auth/auth.decorators';
import type { AuthenticatedRequest } from '../auth/auth.guard';
import { IdentityDirectory } from '../security/identity-directory';
import { AnswerCache } from '../serving/answer-cache';
import { serverText } from '@tessera/platform';

/** Back where the link was followed from when that page is on this site, else the home page. */
export function returnPath(request: Request): string {
  const referer = request.headers.referer;
  if (!referer) return '/';
  try {
    const from = new URL(referer);
    return from.host === request.headers.host ? `${from.pathname}${from.search}` || '/' : '/';
  } catch {
    return '/';
  }
}

/**
 * Superset's `GET /lang/<locale>`: chooses the language and goes back to the page. A signed-in
 * user's choice is saved on the user, as the navbar's menu does through `PUT /api/v1/me/`; without
 * a session there is nobody to save it for, and the browser's `Accept-Language` keeps applying.
 */
@Controller('lang')
export class LanguageController {
  constructor(
    private readonly users: UserService,
    private readonly directory: IdentityDirectory,
    private readonly answers: AnswerCache,
  ) {}

  @Get(':locale')
  @Public()
  async choose(@Param('locale') locale: string, @Req() request: AuthenticatedRequest, @Res() response: Response): Promise<void> {
    if (!isSupportedLocale(locale)) throw validationFailed({ locale: [serverText('Must be one of: %s.', SUPPORTED_LOCALES.join(', '))] });
    const userId = request.principal?.kind === 'user' ? request.principal.userId : null;
    if (userId !== null) {
      await this.users.update(userId, { locale });
      this.directory.forgetUser(userId);
      // The user's bootstrap (with its language) may be kept for a moment; a GET clears nothing by itself.
      this.answers.clear();
    }
    response.redirect(302, returnPath(request));
  }
}
