import type { PageLoader } from '../../components/lazy-page';

/** The feature's pages by route code (ADR 020): the page registry finds every `features/<feature>/module.ts`. */
export const pages: Readonly<Record<string, PageLoader>> = {
  certificate: () => import('./components/certificate-page').then((m) => ({ default: m.CertificatePage })),
  shareCertificate: () => import('./components/share-page').then((m) => ({ default: m.ShareCertificatePage })),
};
