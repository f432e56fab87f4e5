/**
 * The editor's browser code (bundled by ./serve.ts): the `copy` text widget, which checks a field
 * with the build's own rules (src/copy/textRules.ts) as you type and refuses to save a broken one;
 * the preview pane (./preview-pane.ts), which shows the built page of the chosen brand.
 */
import { fill, placeholdersIn } from '../../src/copy/placeholders.ts';
import { textProblem, type TextRules } from '../../src/copy/textRules.ts';
import { label } from './labels.ts';
import { registerPreviews, type Cms, type H, type Settings } from './preview-pane.ts';

type Immutable = { get: (key: string) => unknown; toJS: () => unknown };
type Props = {
  value?: string;
  field: Immutable;
  forID: string;
  classNameWrapper: string;
  onChange: (value: string) => void;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
  entry: Immutable;
  widgetFor: (name: string) => unknown;
};
const w = window as unknown as {
  CMS: Cms;
  h: H;
  createClass: (spec: Record<string, unknown>) => unknown;
  EDITOR_SETTINGS: Settings;
};
const { CMS, h, createClass } = w;
const settings = w.EDITOR_SETTINGS;

function rulesOf(field: Immutable): TextRules {
  const rules = field.get('rules') as Immutable | undefined;
  return (rules?.toJS() as TextRules | undefined) ?? {};
}

function hint(value: string, rules: TextRules): string {
  const limit = rules.filledMax ?? rules.max;
  if (limit === undefined) return '';
  const length = rules.filledMax !== undefined ? fill(value, settings.values).length : value.length;
  // Say what each placeholder counts as, so "{price}" counting 7 characters is no surprise.
  const used = rules.filledMax !== undefined ? placeholdersIn(value).filter((name) => settings.values[name]) : [];
  const counts = used.map((name) => `{${name}} as “${settings.values[name]!}”`).join(', ');
  return `${length} of ${limit} characters${counts ? ` once filled in: ${counts}` : ''}`;
}

/** The build's rule message for a field's value; an optional field (a brand's own file) may stay empty. */
function problemOf(value: string, field: Immutable): string | undefined {
  if (value === '' && field.get('required') === false) return undefined;
  return textProblem(value, rulesOf(field), settings.values);
}

const CopyControl = createClass({
  isValid(this: { props: Props }) {
    const problem = problemOf(this.props.value ?? '', this.props.field);
    return problem ? { error: { message: `${String(this.props.field.get('label'))} ${problem}` } } : true;
  },
  render(this: { props: Props }) {
    const { value = '', field, forID, classNameWrapper, onChange, setActiveStyle, setInactiveStyle } = this.props;
    const rules = rulesOf(field);
    const problem = problemOf(value, field);
    return h(
      'div',
      null,
      h(field.get('multiline') ? 'textarea' : 'input', {
        id: forID,
        className: classNameWrapper,
        value,
        rows: field.get('multiline') ? 3 : undefined,
        onChange: (event: { target: { value: string } }) => onChange(event.target.value),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      }),
      h(
        'p',
        {
          'data-testid': `hint-${String(field.get('name'))}`,
          style: { margin: '4px 0 0', fontSize: '13px', color: problem ? '#b00020' : '#555' },
        },
        problem
          ? `${String(field.get('label'))} ${problem}`
          : value === '' && field.get('own')
            ? `Empty: ${settings.brand.name} shows the shared words here.`
            : hint(value, rules),
      ),
    );
  },
});
CMS.registerWidget('copy', CopyControl);

registerPreviews(settings, CMS, h, createClass);

/** Decap's list of a field's errors (its emotion class in decap-cms 3.x). */
const ERRORS = 'ul.ec1nk3l1';

// Decap shows its error lists in capitals, which turns a rule's words (a pattern's \d becomes \D).
const style = document.createElement('style');
style.textContent = `${ERRORS} { text-transform: none !important; font-size: 13px !important; }
#publish-problems { position: fixed; z-index: 1000; top: 72px; max-width: 90vw; left: 50%; transform: translateX(-50%);
  background: #b00020; color: #fff; padding: 10px 16px; border-radius: 6px; font: 15px system-ui, sans-serif; }`;
document.head.append(style);

/**
 * Publishing with an error anywhere in the form: Decap does not save but says nothing when the
 * error is not a missing field, and the field may be far down. Say how many fields need a change
 * and bring the first into view.
 */
const firstError = (list: Element) => (list.querySelector('li') ?? list).textContent!.trim();

function banner(message: string) {
  document.getElementById('publish-problems')?.remove();
  const note = document.createElement('p');
  note.id = 'publish-problems';
  note.setAttribute('role', 'alert');
  note.textContent = message;
  document.body.append(note);
}

/** Scrolls to the field whose label (or the row holding its label and errors) is `near`, and focuses it. */
function bringIntoView(near: Element | null | undefined) {
  const label = near?.tagName === 'LABEL' ? near : near?.querySelector('label');
  const id = label?.getAttribute('for');
  const input =
    (id ? document.getElementById(id) : null) ?? near?.parentElement?.querySelector('input, textarea, select');
  (input ?? near)?.scrollIntoView({ block: 'center' });
  // After Decap's Publish menu has closed, which takes the focus back to its button.
  requestAnimationFrame(() => (input as HTMLElement | null)?.focus({ preventScroll: true }));
}

function showProblems(): boolean {
  const lists = [...document.querySelectorAll(ERRORS)].filter((list) => list.textContent?.trim());
  if (lists.length === 0) return false;
  banner(
    lists.length === 1
      ? `Not saved: one field needs a change: ${firstError(lists[0]!)}`
      : `Not saved: ${lists.length} fields need a change. The first: ${firstError(lists[0]!)}`,
  );
  bringIntoView(lists[0]!.parentElement);
  return true;
}

/**
 * A save or delete the file API refused (the build's check across files: an id in use, a page
 * others name): Decap shows it for a few seconds only; it stays here, and the field it names is
 * brought into view.
 */
const fetchBefore = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const response = await fetchBefore(input, init);
  if (!response.ok && String(input instanceof Request ? input.url : input).endsWith('/api/v1')) {
    const { error, field } = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { error?: string; field?: string };
    if (error) {
      banner(error);
      const wanted = field && label(field).toLowerCase();
      const match = wanted
        ? [...document.querySelectorAll('label')].find((item) => item.textContent?.toLowerCase().startsWith(wanted))
        : undefined;
      bringIntoView(match);
    }
  }
  return response;
};

document.addEventListener(
  'click',
  (event) => {
    const target = event.target as HTMLElement | null;
    if (!target?.closest('[role="menuitem"], button') || !/Publish now/.test(target.textContent ?? '')) {
      document.getElementById('publish-problems')?.remove();
      return;
    }
    // Decap checks the fields when Publish is chosen; look for its errors as they are drawn.
    let frames = 0;
    const look = () => {
      if (!showProblems() && ++frames < 30) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  },
  true,
);

// Decap's "Check for Preview" looks for a deploy preview this editor does not have: the preview
// pane is the built page. It is hidden wherever Decap draws it.
new MutationObserver(() => {
  for (const button of document.querySelectorAll<HTMLElement>('button')) {
    if (button.style.display !== 'none' && button.textContent?.trim() === 'Check for Preview') {
      button.style.display = 'none';
    }
  }
}).observe(document.body, { childList: true, subtree: true });

CMS.init({ config: settings.config });
