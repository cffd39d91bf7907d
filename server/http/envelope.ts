/** Every JSON answer of the API is this envelope; code 200 or 204 means success. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T | null;
}

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { code: 200, message, data };
}

export function fail(code: number, message: string): Envelope<null> {
  return { code, message, data: null };
}
