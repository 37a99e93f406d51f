/** http(s) URLs as clients give them (a contact's website): surrounding blanks trimmed, any other scheme refused. */
import { InvalidValueError } from '../errors.ts';

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The trimmed URL, or an InvalidValueError. */
export function parseHttpUrl(value: string): string {
  const url = value.trim();
  if (!isHttpUrl(url)) throw new InvalidValueError({ reason: 'not_an_http_url' });
  return url;
}
