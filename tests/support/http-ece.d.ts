// The part of the `http_ece` package (RFC 8188 / RFC 8291 payload encryption) the test push
// service uses to read what web-push sends (tests/support/push-service.ts). The package has no types.
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  export function decrypt(buffer: Buffer, params: { version: "aes128gcm"; privateKey: ECDH; authSecret: string | Buffer }): Buffer;
}
