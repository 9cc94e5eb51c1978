/**
 * The deployment's credential signing key for `npm start` and `npm run dev`: made on first start
 * (an Ed25519 private key as a JWK) and kept in `<dataDir>/credential-key.json`, so credentials
 * issued before a restart still verify (docs/product.md, "Credentials anyone can verify").
 */
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function newCredentialSigningKey(): string {
  return JSON.stringify(generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }));
}

export function credentialSigningKey(dataDir: string): string {
  const file = path.join(dataDir, 'credential-key.json');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = newCredentialSigningKey();
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  console.log(`[start] made the credential signing key ${file} (keep it: it signs certificates)`);
  return key;
}
