import { createHash, generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import forge from 'node-forge';

/**
 * Keys and certificates made for the test run: a self-signed authority standing in for Apple's
 * WWDR intermediate, a pass type certificate it issued with an encrypted key, and an RSA key of
 * a Google service account. Nothing here is trusted by Apple or Google.
 */
export interface WalletTestKeys {
  wwdrCertificate: string;
  passCertificate: string;
  /** PKCS#8, encrypted with `passKeyPassphrase`. */
  passKey: string;
  passKeyPassphrase: string;
  googleKey: KeyObject;
  googleServiceAccount: string;
}

export function walletTestKeys(): WalletTestKeys {
  const authority = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signer = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const authorityName = [{ name: 'commonName', value: 'Test Wallet Authority' }];
  const wwdr = certificate(authority.publicKey, authority.privateKey, authorityName, authorityName, true, '01');
  const pass = certificate(
    signer.publicKey,
    authority.privateKey,
    [
      { name: 'commonName', value: 'Pass Type ID: pass.org.example.tickets' },
      { name: 'organizationalUnitName', value: 'TEAM123456' },
    ],
    authorityName,
    false,
    '02',
  );
  const passKeyPassphrase = 'correct horse';
  return {
    wwdrCertificate: wwdr,
    passCertificate: pass,
    passKey: signer.privateKey
      .export({ format: 'pem', type: 'pkcs8', cipher: 'aes-256-cbc', passphrase: passKeyPassphrase })
      .toString(),
    passKeyPassphrase,
    googleKey: google.publicKey,
    googleServiceAccount: JSON.stringify({
      type: 'service_account',
      client_email: 'wallet@ticket-shop-test.iam.gserviceaccount.com',
      private_key: google.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    }),
  };
}

function certificate(
  subjectKey: KeyObject,
  issuerKey: KeyObject,
  subject: forge.pki.CertificateField[],
  issuer: forge.pki.CertificateField[],
  isAuthority: boolean,
  serialNumber: string,
): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(subjectKey.export({ format: 'pem', type: 'spki' }).toString());
  cert.serialNumber = serialNumber;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  cert.setExtensions([{ name: 'basicConstraints', cA: isAuthority }]);
  cert.sign(
    forge.pki.privateKeyFromPem(issuerKey.export({ format: 'pem', type: 'pkcs8' }).toString()),
    forge.md.sha256.create(),
  );
  return forge.pki.certificateToPem(cert);
}

const CONTEXT = forge.asn1.Class.CONTEXT_SPECIFIC;
const MESSAGE_DIGEST = forge.pki.oids.messageDigest!;

export interface DetachedSignature {
  /** The signed attributes' signature checks out with this certificate's key. */
  verifiesWith(certificatePem: string): boolean;
  /** The digest the signer states for the content, and its algorithm. */
  statedDigest: Buffer;
  digestAlgorithm: string;
  /** The signature does not carry the content itself. */
  detached: boolean;
  /** Fingerprints of the certificates the signature carries. */
  certificateFingerprints: string[];
}

/**
 * Reads a PKCS#7 signed-data structure the way a verifier does, field by field, so the test
 * does not rely on the library that wrote it to also judge it.
 */
export function readDetachedSignature(der: Buffer): DetachedSignature {
  const contentInfo = forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')));
  const explicit = (contentInfo.value as forge.asn1.Asn1[])[1]!;
  const signedData = (explicit.value as forge.asn1.Asn1[])[0]!;
  const parts = signedData.value as forge.asn1.Asn1[];
  const encapsulated = parts[2]!.value as forge.asn1.Asn1[];
  const certificates = parts.find((part) => part.tagClass === CONTEXT && part.type === 0);
  const signerInfos = parts[parts.length - 1]!.value as forge.asn1.Asn1[];
  const fields = signerInfos[0]!.value as forge.asn1.Asn1[];
  const digestAlgorithm = forge.asn1.derToOid((fields[2]!.value as forge.asn1.Asn1[])[0]!.value as string);
  const attributes = fields.find((field) => field.tagClass === CONTEXT && field.type === 0)!;
  const signature = Buffer.from(fields[fields.length - 1]!.value as string, 'binary');

  let statedDigest = Buffer.alloc(0);
  for (const attribute of attributes.value as forge.asn1.Asn1[]) {
    const [type, values] = attribute.value as forge.asn1.Asn1[];
    if (forge.asn1.derToOid(type!.value as string) === MESSAGE_DIGEST) {
      statedDigest = Buffer.from((values!.value as forge.asn1.Asn1[])[0]!.value as string, 'binary');
    }
  }
  // The signature covers the attributes encoded as a SET, not with the implicit tag they carry.
  const signed = Buffer.from(forge.asn1.toDer(attributes).getBytes(), 'binary');
  signed[0] = 0x31;
  const algorithm = forge.pki.oids[digestAlgorithm] as string;
  return {
    verifiesWith: (certificatePem) => verify(algorithm, signed, certificatePem, signature),
    statedDigest,
    digestAlgorithm: algorithm,
    detached: encapsulated.length === 1,
    certificateFingerprints: ((certificates?.value ?? []) as forge.asn1.Asn1[]).map((cert) =>
      createHash('sha256')
        .update(Buffer.from(forge.asn1.toDer(cert).getBytes(), 'binary'))
        .digest('hex'),
    ),
  };
}

export function fingerprintOf(certificatePem: string): string {
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(forge.pki.certificateFromPem(certificatePem))).getBytes();
  return createHash('sha256').update(Buffer.from(der, 'binary')).digest('hex');
}
