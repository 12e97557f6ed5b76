/**
 * The part of pdfmake 0.3's server API the report export uses. @types/pdfmake is not used: it
 * pulls the DOM library into the whole server program.
 */
declare module 'pdfmake' {
  type FontFiles = { normal: string; bold: string; italics: string; bolditalics: string };
  const pdfmake: {
    createPdf(doc: object): { getBuffer(): Promise<Buffer> };
    setFonts(fonts: Record<string, FontFiles>): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    /** The in-memory files fonts are read from (server builds). */
    virtualfs: { writeFileSync(name: string, content: Buffer): void };
  };
  export default pdfmake;
}
