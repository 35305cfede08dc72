import { getDocumentProxy } from 'unpdf';

/**
 * A PDF as a screen reader meets it, read with pdf.js, the engine that builds the accessibility
 * tree of Firefox's PDF viewer: the document's title, language and tagging flags, and per page
 * the structure tree with the text each element holds.
 */
export interface StructureElement {
  role: string;
  alt?: string;
  lang?: string;
  /** The element's own text and its children's, in reading order, spaces collapsed. */
  text: string;
  children: StructureElement[];
}

export interface PdfStructure {
  title: string | undefined;
  lang: string | undefined;
  /** The viewer shows the title rather than the file name. */
  displaysTitle: boolean;
  tagged: boolean;
  /** The PDF/UA part the XMP metadata claims. */
  pdfUaPart: string | undefined;
  /** The title as the XMP metadata carries it. */
  metadataTitle: string | undefined;
  /** The structure tree of each page, from its `Document` element down. */
  pages: StructureElement[];
}

interface RawNode {
  role?: string;
  alt?: string;
  lang?: string;
  type?: string;
  id?: string;
  children?: RawNode[];
}

type TextItem = { str?: string; hasEOL?: boolean; type?: string; id?: string | null };

/** The text inside each marked content of a page, by its id. */
function textByContent(items: readonly TextItem[]): Map<string, string> {
  const texts = new Map<string, string>();
  const open: (string | null)[] = [];
  for (const item of items) {
    if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') {
      open.push(item.id ?? null);
    } else if (item.type === 'endMarkedContent') {
      open.pop();
    } else if (typeof item.str === 'string') {
      const id = open.at(-1);
      if (id) texts.set(id, `${texts.get(id) ?? ''}${item.str}${item.hasEOL ? ' ' : ''}`);
    }
  }
  return texts;
}

function element(node: RawNode, texts: Map<string, string>): StructureElement {
  const children: StructureElement[] = [];
  const parts: string[] = [];
  for (const child of node.children ?? []) {
    if (child.type === 'content' && child.id) {
      parts.push(texts.get(child.id) ?? '');
    } else if (child.role) {
      const built = element(child, texts);
      children.push(built);
      parts.push(built.text);
    }
  }
  return {
    role: node.role ?? '',
    ...(node.alt !== undefined && { alt: node.alt }),
    ...(node.lang !== undefined && { lang: node.lang }),
    text: parts.join(' ').replace(/\s+/g, ' ').trim(),
    children,
  };
}

export async function pdfStructure(content: Buffer | Uint8Array): Promise<PdfStructure> {
  const document = await getDocumentProxy(new Uint8Array(content));
  const { info, metadata } = (await document.getMetadata()) as {
    info: { Title?: string; Language?: string };
    metadata: { get(name: string): unknown } | null;
  };
  const markInfo = await document.getMarkInfo();
  const preferences = (await document.getViewerPreferences()) as { DisplayDocTitle?: boolean } | null;
  const pages: StructureElement[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const tree = (await page.getStructTree()) as RawNode | null;
    const texts = textByContent((await page.getTextContent({ includeMarkedContent: true })).items as TextItem[]);
    const [root] = tree?.children ?? [];
    if (root) pages.push(element(root, texts));
  }
  const fromMetadata = (name: string) => {
    const value = metadata?.get(name);
    return value === undefined || value === null ? undefined : String(value);
  };
  return {
    title: info.Title,
    lang: info.Language,
    displaysTitle: preferences?.DisplayDocTitle === true,
    tagged: markInfo?.Marked === true,
    pdfUaPart: fromMetadata('pdfuaid:part'),
    metadataTitle: fromMetadata('dc:title'),
    pages,
  };
}

/** Every element of `role` under `root`, in reading order. */
export function elementsOf(root: StructureElement, role: string): StructureElement[] {
  const found: StructureElement[] = [];
  const walk = (node: StructureElement) => {
    if (node.role === role) found.push(node);
    node.children.forEach(walk);
  };
  walk(root);
  return found;
}

/** The texts of the elements that hold text themselves, as a reader speaks them one after the other. */
export function readingOrder(root: StructureElement): string[] {
  const texts: string[] = [];
  const walk = (node: StructureElement) => {
    if (node.children.length === 0 || ['H1', 'H2', 'P', 'TH', 'TD'].includes(node.role)) {
      if (node.text) texts.push(node.text);
      return;
    }
    node.children.forEach(walk);
  };
  walk(root);
  return texts;
}

/** Whether `expected` appear in `actual` in this order, others allowed in between. */
export function inOrder(actual: readonly string[], expected: readonly string[]): boolean {
  let position = 0;
  for (const text of actual) if (position < expected.length && text === expected[position]) position++;
  return position === expected.length;
}

/** Each row of a table as the roles and texts of its cells, e.g. `['TH Total', 'TD CHF 580.00']`. */
export function tableRows(table: StructureElement): string[][] {
  return elementsOf(table, 'TR').map((row) => row.children.map((cell) => `${cell.role} ${cell.text}`));
}
