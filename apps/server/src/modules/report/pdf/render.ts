// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient pdfmake types must reach every program importing this file (bench too)
/// <reference path="./pdfmake.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { Content, DocDefinition } from './pdf-types.js';
import { FONT, type RenderJob } from './document.js';

/**
 * pdfmake on the server with Noto Sans SC (SIL Open Font License 1.1) from the npm package
 * @expo-google-fonts/noto-sans-sc (ADR 011). The TrueType files (≈10 MB each, simplified and
 * traditional Chinese, Latin) are read once per process into pdfmake's virtual file system;
 * pdfkit embeds only the glyphs a document uses (a subset per document), so a report's size
 * follows its text, not the font. Nothing is fetched: URLs and local files are refused.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  normal: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

type VirtualFs = { writeFileSync(name: string, content: Buffer): void };
let ready = false;

function setUp(): void {
  if (ready) return;
  const vfs = (pdfmake as unknown as { virtualfs: VirtualFs }).virtualfs;
  for (const [style, file] of Object.entries(FONT_FILES)) vfs.writeFileSync(`${FONT}-${style}.ttf`, readFileSync(require.resolve(file)));
  pdfmake.setFonts({
    [FONT]: {
      normal: `${FONT}-normal.ttf`,
      bold: `${FONT}-bold.ttf`,
      italics: `${FONT}-normal.ttf`,
      bolditalics: `${FONT}-bold.ttf`,
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  ready = true;
}

const fill = (template: string, page: number, pages: number) =>
  template.replace('{{page}}', String(page)).replace('{{pages}}', String(pages));

/** Renders a document (document.ts) with its running header and page numbers; also says how many pages it has. */
export async function renderPdf(job: RenderJob): Promise<{ bytes: Buffer; pages: number }> {
  setUp();
  let pages = 0;
  // pdfmake lays a document out in place (positions, callbacks): render a copy, so a job can be rendered again
  const doc: DocDefinition = {
    ...structuredClone(job.doc),
    header: (page: number): Content =>
      page === 1 ? '' : { text: job.header, fontSize: 7, color: '#777777', margin: [40, 24, 40, 0], alignment: 'right' },
    footer: (page: number, count: number): Content => {
      pages = count;
      return { text: fill(job.footer, page, count), fontSize: 8, color: '#555555', alignment: 'center', margin: [0, 16, 0, 0] };
    },
  };
  const bytes = await pdfmake.createPdf(doc).getBuffer();
  return { bytes, pages };
}
