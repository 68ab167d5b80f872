/**
 * An answer already written as JSON (UTF-8), sent as it is: no serializer runs over it. `T` is
 * the response it stands for, so a handler can answer its contract either way. For answers
 * assembled from texts kept between requests (protocol lists, `modules/protocols/protocol-texts.ts`).
 */
export class JsonText<T> {
  declare readonly answers: T;

  constructor(readonly bytes: Buffer) {}
}
