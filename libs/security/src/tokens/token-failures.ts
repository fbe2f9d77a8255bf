import jwt from 'jsonwebtoken';

/** A failed token check, worded as flask-jwt-extended/PyJWT word it. */
export interface TokenFailure {
  ok: false;
  reason: string;
  status: 401 | 422;
}

export const failure = (reason: string, status: 401 | 422 = 422): TokenFailure => ({ ok: false, reason, status });

export const TOKEN_EXPIRED = 'Token has expired';
export const SIGNATURE_FAILED = 'Signature verification failed';

/** Translates a jsonwebtoken error; only expiry is a 401, every other token defect a 422. */
export function failureFromJwtError(error: unknown): TokenFailure {
  if (error instanceof jwt.TokenExpiredError) return failure(TOKEN_EXPIRED, 401);
  if (error instanceof jwt.NotBeforeError) return failure('The token is not yet valid (nbf)');
  const message = error instanceof Error ? error.message : String(error);
  if (message === 'invalid signature') return failure(SIGNATURE_FAILED);
  if (message === 'jwt malformed' || message === 'jwt must be provided') return failure('Not enough segments');
  if (message === 'invalid token') return failure('Invalid token');
  if (message === 'invalid algorithm' || message === 'jwt signature is required' || message.startsWith('please specify "none"')) {
    return failure('The specified alg value is not allowed');
  }
  if (message.startsWith('jwt audience invalid')) return failure('Invalid audience');
  return failure(message);
}
