// pdfmake 0.3 ships no types. Only the browser build's surface used by the table export is declared here.
declare module 'pdfmake/build/pdfmake' {
  interface PdfOutputDocument {
    download(fileName?: string): Promise<void>;
    getBlob(): Promise<Blob>;
  }
  interface PdfMakeBrowser {
    addVirtualFileSystem(vfs: Record<string, string>): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    addTableLayouts(layouts: Record<string, unknown>): void;
    createPdf(docDefinition: Record<string, unknown>): PdfOutputDocument;
  }
  const pdfMake: PdfMakeBrowser;
  export default pdfMake;
}

declare module 'pdfmake/build/vfs_fonts' {
  const vfs: Record<string, string>;
  export default vfs;
}
