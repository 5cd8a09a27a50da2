import { generate } from 'selfsigned';

export interface Certificate {
  key: string;
  cert: string;
}

/**
 * A fresh self-signed certificate for localhost, made in JavaScript (WebCrypto) at start: no
 * binary, no file. Browsers accept it once told to (docs/location-check.md).
 */
export async function selfSignedCertificate(): Promise<Certificate> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 30 * 24 * 60 * 60_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}
