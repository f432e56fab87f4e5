/**
 * The editor's preview pane and brand choice (browser code, bundled with ./admin.ts). The pane
 * shows the built page an entry is seen on, for the brand chosen in the editor, served by
 * ./preview.ts; after a save it says the brand is being rebuilt and shows the new build when it is
 * ready. The brand is chosen above the preview or at the foot of the editor; choosing another loads
 * the editor again for it (its own words are listed, its pages previewed).
 */
export type H = (tag: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
export type Cms = {
  init: (options: { config: unknown }) => void;
  registerWidget: (name: string, control: unknown, preview?: unknown) => void;
  registerPreviewTemplate: (collection: string, template: unknown) => void;
};
export type Settings = {
  config: { collections: { name: string; files?: { name: string }[] }[] };
  values: Record<string, string>;
  /** The brand chosen in the editor (the page's ?brand=): its own words are listed, its pages previewed. */
  brand: { key: string; name: string };
  brands: { key: string; name: string }[];
  /** The page each entry is seen on, per collection folder (./config.ts). */
  pages: Record<string, Record<string, string>>;
};
type Immutable = { get: (key: string) => unknown; toJS: () => unknown };
type PreviewState = {
  state: 'building' | 'ready' | 'missing' | 'failed';
  url?: string;
  builtAt?: number;
  message?: string;
};
/** The answer to a draft (../content-editor/serve.ts, POST /preview/draft). */
type DraftState = { version?: number; shown?: number; later?: string[]; problem?: string };
type Pane = {
  props: { entry: Immutable; collection: Immutable };
  state: { preview?: PreviewState; draft?: DraftState } | null;
  timer?: number;
  draftTimer?: number;
  setState: (state: { preview?: PreviewState; draft?: DraftState }) => void;
};

/** How long typing pauses before the page shows it. */
const DRAFT_DELAY_MS = 400;

/** The collection of the chosen brand's own words; its files are named `<folder>--<name>` (./config.ts). */
const OWN = 'own';

/**
 * Where the reader has scrolled the page shown, so that loading it again (a draft typed, a new
 * build) keeps their place: the served page reports its scroll and goes back to it when asked
 * (./preview.ts `scrollKeeper`). Another page starts at its top.
 */
const place = { page: '', y: 0, origin: '' };

/** Keeps the place the shown page reports; only its own server's messages count. */
function keepPlace(event: MessageEvent) {
  const y = (event.data as { previewScroll?: unknown } | null)?.previewScroll;
  if (event.origin === place.origin && typeof y === 'number') place.y = y;
}

/** Once the page is loaded again, it goes back to where the reader was on it. */
function returnToPlace(frame: HTMLIFrameElement, page: string, origin: string) {
  // The page reports to the window holding its frame: Decap's preview pane is a frame of its own.
  frame.ownerDocument.defaultView?.addEventListener('message', keepPlace);
  if (place.page !== page || place.origin !== origin) Object.assign(place, { page, origin, y: 0 });
  else if (place.y > 0) frame.contentWindow?.postMessage({ previewScroll: place.y }, origin);
}

/** The address of the page `entry` is seen on, or undefined when the editor knows none. */
export function pageOf(settings: Settings, collection: string, entry: Immutable): string | undefined {
  const slug = String(entry.get('slug') ?? '');
  const [folder, name] = collection === OWN ? slug.split('--') : [collection, slug];
  const table = settings.pages[folder ?? ''];
  const pattern = table?.[name ?? ''] ?? table?.['*'];
  const id = (entry.get('data') as Immutable | undefined)?.get('id');
  return pattern?.replace('{slug}', name ?? '').replace('{id}', typeof id === 'string' ? id : '');
}

/** Loads the editor again for another brand, on the same entry. */
function chooseBrand(key: string) {
  const url = new URL(window.location.href);
  url.searchParams.set('brand', key);
  window.location.assign(url.toString());
}

/** A brand select; `id` ties it to its label. */
function brandSelect(h: H, settings: Settings, id: string) {
  return h(
    'select',
    {
      id,
      value: settings.brand.key,
      onChange: (event: { target: { value: string } }) => chooseBrand(event.target.value),
    },
    ...settings.brands.map((brand) => h('option', { value: brand.key }, brand.name)),
  );
}

/** What the pane says about the build it shows. */
function statusLine(settings: Settings, preview: PreviewState | undefined): string {
  const name = settings.brand.name;
  const time = preview?.builtAt ? new Date(preview.builtAt).toLocaleTimeString() : undefined;
  switch (preview?.state) {
    case undefined:
      return `Looking for ${name}'s built pages …`;
    case 'building':
      return time
        ? `Building ${name} with your latest change (about a minute). Below: the page as built at ${time}.`
        : `Building ${name}'s pages for the first time (a few minutes) …`;
    case 'failed':
      return `The pages of ${name} could not be built: ${preview.message ?? ''}`;
    case 'missing':
      return `${name}'s pages are not built yet.`;
    default:
      return `The page as built at ${time ?? ''}; what you type shows on it as you type, and Publish rebuilds ${name}.`;
  }
}

/** What the pane says about the words being typed, after the line about the build. */
function draftLine(draft: DraftState | undefined): string {
  if (draft?.problem) return draft.problem;
  // Nothing typed yet (the entry as saved): the page as built says it all.
  if (!draft?.version || (!draft.shown && !draft.later?.length)) return '';
  const later = draft.later?.length
    ? ` Shown after Publish: ${draft.later.join(', ')} (a placeholder or an item added or removed).`
    : '';
  return draft.shown ? `Below, with what you typed (not saved yet).${later}` : later.trim();
}

/** Sends the entry as it stands to the editor, which checks it and puts its words on the served page. */
function sendDraft(pane: Pane, url: string) {
  const { entry } = pane.props;
  const path = entry.get('path');
  const data = (entry.get('data') as Immutable | undefined)?.toJS();
  if (typeof path !== 'string' || !path || !data) return;
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path, data }) })
    .then((response) => response.json() as Promise<DraftState & { error?: string }>)
    .then((answer) => pane.setState({ draft: answer.error ? { problem: answer.error } : answer }))
    .catch(() => {});
}

/** Registers the built-page preview for every collection, and the brand choice at the editor's foot. */
export function registerPreviews(
  settings: Settings,
  cms: Cms,
  h: H,
  createClass: (spec: Record<string, unknown>) => unknown,
) {
  const statusUrl = `${window.location.origin}/preview?brand=${encodeURIComponent(settings.brand.key)}`;
  const draftUrl = `${window.location.origin}/preview/draft?brand=${encodeURIComponent(settings.brand.key)}`;
  const PagePreview = createClass({
    componentDidMount(this: Pane) {
      // The build runs on the editor's side; ask how it stands until the pane closes.
      const poll = () =>
        fetch(statusUrl)
          .then((response) => response.json() as Promise<PreviewState>)
          .then((preview) => this.setState({ preview }))
          .catch(() => {})
          .finally(() => (this.timer = window.setTimeout(poll, 1500)));
      poll();
    },
    componentDidUpdate(this: Pane, before: Pane['props'], was: Pane['state']) {
      // Typing changes the entry; a new build drops the draft it shows, so the draft goes again.
      const rebuilt = was?.preview?.builtAt !== this.state?.preview?.builtAt;
      if (before.entry === this.props.entry && !rebuilt) return;
      window.clearTimeout(this.draftTimer);
      this.draftTimer = window.setTimeout(() => sendDraft(this, draftUrl), DRAFT_DELAY_MS);
    },
    componentWillUnmount(this: Pane) {
      window.clearTimeout(this.timer);
      window.clearTimeout(this.draftTimer);
    },
    render(this: Pane) {
      const preview = this.state?.preview;
      const path = pageOf(settings, String(this.props.collection.get('name')), this.props.entry);
      return h(
        'div',
        { style: { font: '14px system-ui, sans-serif', color: '#222' } },
        h(
          'p',
          { style: { margin: '0 0 6px' } },
          h('label', { htmlFor: 'preview-brand' }, 'Preview of ', h('strong', null, path ?? 'this entry'), ' as '),
          brandSelect(h, settings, 'preview-brand'),
        ),
        h(
          'p',
          { role: 'status', 'data-testid': 'preview-status', style: { margin: '0 0 8px', color: '#555' } },
          statusLine(settings, preview),
        ),
        h(
          'p',
          { role: 'status', 'data-testid': 'preview-draft', style: { margin: '0 0 8px' } },
          draftLine(this.state?.draft),
        ),
        preview?.url && path
          ? h('iframe', {
              key: `${preview.builtAt ?? 0}-${this.state?.draft?.version ?? 0}`,
              title: `${settings.brand.name}: ${path}`,
              src: `${preview.url}${path}`,
              onLoad: (event: { target: HTMLIFrameElement }) =>
                returnToPlace(event.target, path, new URL(preview.url!).origin),
              style: { width: '100%', height: 'calc(100vh - 140px)', border: '1px solid #ccc', background: '#fff' },
            })
          : null,
      );
    },
  });
  // Decap looks a file collection's preview up by each file's name.
  for (const collection of settings.config.collections) {
    for (const name of [collection.name, ...(collection.files ?? []).map((file) => file.name)]) {
      cms.registerPreviewTemplate(name, PagePreview);
    }
  }
  brandBar(settings);
}

/** "Brand: <select>" at the editor's foot: the brand whose own words are listed and whose pages are previewed. */
function brandBar(settings: Settings) {
  const bar = document.createElement('p');
  bar.style.cssText =
    'position:fixed;z-index:900;right:16px;bottom:12px;margin:0;padding:8px 12px;background:#fff;' +
    'border:1px solid #ccc;border-radius:6px;box-shadow:0 2px 6px rgba(0,0,0,.15);font:14px system-ui,sans-serif';
  const label = document.createElement('label');
  label.htmlFor = 'editor-brand';
  label.textContent = 'Brand you edit and preview: ';
  const select = document.createElement('select');
  select.id = 'editor-brand';
  for (const brand of settings.brands)
    select.add(new Option(brand.name, brand.key, false, brand.key === settings.brand.key));
  select.addEventListener('change', () => chooseBrand(select.value));
  bar.append(label, select);
  document.body.append(bar);
}
