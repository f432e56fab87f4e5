/**
 * The file API of `npm run content` (docs/content.md): Decap CMS's local backend protocol
 * (POST /api/v1 with an `action`), answered here instead of by decap-server so that:
 *   - it reads and writes only inside src/content/ and the media folder (a path anywhere else, or a
 *     link out of them, is refused with 403 and nothing is read or written);
 *   - a save or a delete is first applied to a copy of src/content/ and checked with the build's own
 *     check, validateContent() (src/copy/validate.ts): what the build would refuse is never written,
 *     and the editor shows the build's message instead;
 *   - a save writes only what changed (./merge.ts), Prettier-clean, comments kept;
 *   - a file is written whole or not at all (written beside, then renamed over).
 * A file that was already broken before a save (someone edited it by hand) does not block saving
 * other files: its last committed version stands in for it while the save is checked.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { parseContentFile } from '../../src/copy/content.ts';
import { validateContent } from '../../src/copy/validate.ts';
import { serviceLinks } from '../../src/data/navigation.ts';
import { label } from './labels.ts';
import { mergeEntry } from './merge.ts';
import { draftOf, rawOf } from './draft.ts';

export type FileApiOptions = {
  /** The working copy (absolute). */
  repoRoot: string;
  /** Folder of the marketers' copy, from repoRoot. */
  contentDir?: string;
  /** Decap's media folder, from repoRoot. */
  mediaDir?: string;
  brandKeys: readonly string[];
  /** Called after files were written or deleted (paths from repoRoot). */
  onSaved?: ((paths: string[]) => void) | undefined;
};

export type ApiAnswer = { status: number; body: unknown };

/** A request the editor refuses; `message` is shown to the marketer as it is. */
export class Refused extends Error {
  readonly status: number;
  /** The field the message is about (its name in the file), if it names one. */
  readonly field: string | undefined;
  constructor(status: number, message: string, field?: string) {
    super(message);
    this.status = status;
    this.field = field;
  }
}

/** The first words of the build's messages about a whole file (src/copy/validate.ts, content.ts). */
const FILE_WORDS = new Set(['is', 'must', 'overrides', 'the', 'has', 'frontmatter']);

/** What a field of each kind holds, in a marketer's words. */
const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  array: 'a list',
  object: 'a group of fields',
  boolean: 'yes or no',
};

/** A schema library's rule in plain words ("Invalid input: expected string, received number" -> "must be text"). */
function plain(rule: string): string {
  return rule.replace(
    /^Invalid input: expected (\w+), received \w+/,
    (_all, kind: string) => `must be ${KINDS[kind] ?? kind}`,
  );
}

/**
 * The build's message in the editor's words: the field named by its label, a list item by its
 * number ("src/content/ad-groups/x.yaml: ctaHeading is required" -> "…: Call-to-action heading is
 * required"); returns the field's name too, for the editor to bring it into view.
 */
export function inEditorWords(problem: string): { message: string; field: string | undefined } {
  const match = /^(src\/content\/[^:\s]+): ([A-Za-z][\w]*(?:\.[\w]+)*) /.exec(problem);
  // A message about the file itself ("…/brightwik: is not a brand") names no field.
  if (!match || FILE_WORDS.has(match[2]!)) return { message: problem, field: undefined };
  const [, file, path] = match;
  const words = path!
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? `item ${Number(part) + 1}` : label(part)))
    .join(', ');
  return { message: `${file}: ${words} ${plain(problem.slice(match[0].length))}`, field: path!.split('.')[0] };
}

type Change = { path: string; text: string | undefined };

const sha256 = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');
const slash = (path: string) => path.split(sep).join('/');

/** The working copy and the folders the file API may touch. */
type Ctx = {
  repoRoot: string;
  roots: { content: string; media: string };
  /** "src/content/ and public/uploads/", for messages. */
  where: string;
  options: FileApiOptions;
};

/** The absolute path of `path` (from repoRoot) if it lies inside one of `allowed`, else Refused. */
function inside(ctx: Ctx, path: unknown, allowed: (keyof Ctx['roots'])[] = ['content', 'media']): string {
  if (typeof path !== 'string' || path === '' || path.includes('\0')) {
    throw new Refused(400, 'A file path is missing.');
  }
  const absolute = resolve(ctx.repoRoot, path);
  const root = allowed.map((key) => ctx.roots[key]).find((dir) => absolute === dir || absolute.startsWith(dir + sep));
  if (!root) {
    throw new Refused(403, `${path} is outside ${ctx.where}: the editor reads and writes only those folders.`);
  }
  // A link inside the folder must not lead out of it: the nearest existing part is resolved.
  let existing = absolute;
  while (!existsSync(existing) && existing !== root) existing = dirname(existing);
  if (existsSync(existing)) {
    const real = realpathSync(existing);
    const realRoot = existsSync(root) ? realpathSync(root) : root;
    if (real !== realRoot && !real.startsWith(realRoot + sep)) {
      throw new Refused(403, `${path} leads outside ${ctx.where}: the editor reads and writes only those folders.`);
    }
  }
  return absolute;
}

function listFiles(dir: string, extension: string, depth: number): string[] {
  if (depth <= 0 || !existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) return [];
    if (entry.isDirectory()) return listFiles(path, extension, depth - 1);
    return path.endsWith(extension) ? [path] : [];
  });
}

function entryOf(ctx: Ctx, path: string, label?: string) {
  const absolute = inside(ctx, path, ['content']);
  try {
    const content = readFileSync(absolute);
    return { data: content.toString(), file: { path: slash(path), label, id: sha256(content) } };
  } catch {
    return { data: null, file: { path: slash(path), label, id: null } };
  }
}

function mediaFile(ctx: Ctx, path: string) {
  const buffer = readFileSync(inside(ctx, path, ['media']));
  return { id: sha256(buffer), content: buffer.toString('base64'), encoding: 'base64', path, name: basename(path) };
}

/** The file's text at the last commit, or undefined when it has none. */
function committed(ctx: Ctx, path: string): string | undefined {
  const result = spawnSync('git', ['show', `HEAD:${path}`], { cwd: ctx.repoRoot, encoding: 'utf8' });
  return result.status === 0 ? result.stdout : undefined;
}

/**
 * The build's message if the content with `changes` applied would be refused, else undefined.
 * Files already broken before (and not part of the change) are set aside: their committed version
 * stands in for them in both copies, so a problem the change did not cause never blocks it.
 */
function problemWith(ctx: Ctx, changes: Change[]): string | undefined {
  const scratch = mkdtempSync(join(tmpdir(), 'content-editor-'));
  try {
    const before = join(scratch, 'before', 'src', 'content');
    const after = join(scratch, 'after', 'src', 'content');
    cpSync(ctx.roots.content, before, { recursive: true });
    cpSync(ctx.roots.content, after, { recursive: true });
    const put = (tree: string, path: string, text: string | undefined) => {
      const target = join(tree, relative(ctx.roots.content, join(ctx.repoRoot, path)));
      if (text === undefined || (existsSync(target) && lstatSync(target).isDirectory())) {
        rmSync(target, { force: true, recursive: true });
      } else {
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, text);
      }
    };
    const changed = new Set(changes.map((change) => change.path));
    for (const change of changes) put(after, change.path, change.text);
    const setAside = new Set<string>();
    for (let round = 0; round < 20; round++) {
      const problem = validateContent(before, ctx.options.brandKeys);
      const file = problem && fileOf(problem);
      if (!file || setAside.has(file)) break;
      setAside.add(file);
      const old = committed(ctx, file);
      put(before, file, old);
      if (!changed.has(file)) put(after, file, old);
    }
    return validateContent(after, ctx.options.brandKeys);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Service pages whose related pages name `key`, and the header menu's link to it. */
function serviceReferrers(ctx: Ctx, path: string, key: string): string[] {
  const names: string[] = [];
  for (const file of listFiles(join(ctx.roots.content, 'services'), '.md', 3)) {
    const other = slash(relative(ctx.repoRoot, file));
    if (other === path) continue;
    const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'));
    try {
      const related = (parseYaml(match?.[1] ?? '') as { related?: unknown } | null)?.related;
      if (Array.isArray(related) && related.includes(key)) names.push(`${other} (related pages)`);
    } catch {
      // A file that cannot be read names nothing.
    }
  }
  const link = serviceLinks.find((candidate) => candidate.href === `/services/${key}`);
  if (link) names.push(`the header's Services menu ("${link.label}", src/copy/serviceMenu.ts)`);
  return names;
}

/** Entries that name the entry at `path`: a deletion would leave them pointing at nothing. */
function referrers(ctx: Ctx, path: string): string[] {
  const key = basename(path).replace(/\.[^.]+$/, '');
  const folder = slash(relative(ctx.roots.content, dirname(join(ctx.repoRoot, path))));
  const names = folder === 'services' ? serviceReferrers(ctx, path, key) : [];
  if (!folder.includes('/brands/')) {
    const brands = join(ctx.roots.content, folder, 'brands');
    for (const brand of existsSync(brands) ? readdirSync(brands) : []) {
      const override = join(brands, brand, basename(path));
      if (existsSync(override)) names.push(`${slash(relative(ctx.repoRoot, override))} (${brand}'s own version)`);
    }
  }
  return names;
}

function writeAtomically(ctx: Ctx, path: string, content: string | Buffer) {
  const absolute = inside(ctx, path);
  mkdirSync(dirname(absolute), { recursive: true });
  const temporary = join(dirname(absolute), `.${basename(absolute)}.${process.pid}.tmp`);
  writeFileSync(temporary, content);
  renameSync(temporary, absolute);
}

type DataFile = { path: string; raw: string; newPath?: string };

/** The changes one saved entry makes: its new text, and its old file gone when it was renamed. */
async function changesOf(ctx: Ctx, file: DataFile): Promise<Change[]> {
  const absolute = inside(ctx, file.path, ['content']);
  const target = file.newPath ? inside(ctx, file.newPath, ['content']) : absolute;
  const source = existsSync(absolute) && lstatSync(absolute).isFile() ? readFileSync(absolute, 'utf8') : undefined;
  const text = await mergeEntry(target, source, file.raw);
  if (!file.newPath || file.newPath === file.path) return [{ path: slash(file.path), text }];
  const kept = referrers(ctx, slash(file.path));
  if (kept.length > 0) {
    throw new Refused(422, `Not saved: ${file.path} is named by ${kept.join(', ')}; its file name cannot change.`);
  }
  return [
    { path: slash(file.path), text: undefined },
    { path: slash(file.newPath), text },
  ];
}

async function persistEntry(ctx: Ctx, params: Record<string, unknown>): Promise<ApiAnswer> {
  const dataFiles = (params['dataFiles'] ?? [params['entry']]) as DataFile[] | undefined;
  const assets = (params['assets'] ?? []) as { path: string; content: string; encoding: BufferEncoding }[];
  if (!Array.isArray(dataFiles) || dataFiles.some((file) => !file || typeof file.raw !== 'string')) {
    throw new Refused(400, 'Nothing to save.');
  }
  const changes: Change[] = [];
  for (const file of dataFiles) changes.push(...(await changesOf(ctx, file)));
  for (const asset of assets) inside(ctx, asset.path, ['media']);
  const problem = problemWith(ctx, changes);
  if (problem) {
    const { message, field } = inEditorWords(problem);
    throw new Refused(422, `Not saved: the build would refuse it. ${message}`, field);
  }
  for (const change of changes) {
    if (change.text === undefined) unlinkSync(inside(ctx, change.path, ['content']));
    else writeAtomically(ctx, change.path, change.text);
  }
  for (const asset of assets) writeAtomically(ctx, asset.path, Buffer.from(asset.content, asset.encoding));
  ctx.options.onSaved?.(changes.filter((change) => change.text !== undefined).map((change) => change.path));
  return { status: 200, body: { message: 'entry persisted' } };
}

/** The fields a page reads for the entry at `path` with `text`: a brand's own file over the shared one. */
function pageFields(ctx: Ctx, path: string, text: string | undefined): Record<string, unknown> {
  const own = text === undefined ? {} : parseContentFile(join(ctx.repoRoot, path), text).data;
  const shared = /^(.*)\/brands\/[^/]+\/([^/]+)$/.exec(path);
  if (!shared) return own;
  const sharedPath = join(ctx.repoRoot, shared[1]!, shared[2]!);
  return existsSync(sharedPath) ? { ...parseContentFile(sharedPath).data, ...own } : own;
}

/**
 * The preview of a draft (./draft.ts): the entry as typed, checked as a save would be but not
 * written; answers the words to put in place on the built page, or why the build would refuse it.
 */
async function previewDraft(ctx: Ctx, params: Record<string, unknown>): Promise<ApiAnswer> {
  const path = slash(String(params['path'] ?? ''));
  const data = params['data'];
  inside(ctx, path, ['content']);
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Refused(400, 'Nothing to preview.');
  const [change] = await changesOf(ctx, { path, raw: rawOf(path, data as Record<string, unknown>) });
  const problem = problemWith(ctx, [change!]);
  if (problem) {
    const { message, field } = inEditorWords(problem);
    return { status: 200, body: { problem: `Not shown: the build would refuse it. ${message}`, field } };
  }
  const absolute = join(ctx.repoRoot, path);
  const saved = existsSync(absolute) ? readFileSync(absolute, 'utf8') : undefined;
  return { status: 200, body: draftOf(pageFields(ctx, path, saved), pageFields(ctx, path, change!.text)) };
}

function deleteFiles(ctx: Ctx, paths: unknown): ApiAnswer {
  if (!Array.isArray(paths) || paths.length === 0) throw new Refused(400, 'Nothing to delete.');
  const changes: Change[] = [];
  for (const path of paths as string[]) {
    const absolute = inside(ctx, path);
    if (absolute.startsWith(ctx.roots.media + sep)) continue;
    const names = referrers(ctx, slash(path)).filter((name) => !paths.some((other) => name.startsWith(`${other} `)));
    if (names.length > 0) {
      throw new Refused(422, `Not deleted: ${path} is used by ${names.join('; ')}. Change those first.`);
    }
    changes.push({ path: slash(path), text: undefined });
  }
  const problem = changes.length > 0 ? problemWith(ctx, changes) : undefined;
  if (problem) throw new Refused(422, `Not deleted: the build would refuse the site without it. ${problem}`);
  for (const path of paths as string[]) rmSync(inside(ctx, path), { force: true });
  if (changes.length > 0) ctx.options.onSaved?.(changes.map((change) => change.path));
  return { status: 200, body: { message: `deleted ${paths.join(', ')}` } };
}

/** One action of Decap's local backend protocol. */
async function answer(ctx: Ctx, action: string | undefined, params: Record<string, unknown>): Promise<ApiAnswer> {
  switch (action) {
    case 'info':
      return { status: 200, body: { repo: basename(ctx.repoRoot), publish_modes: ['simple'], type: 'local_fs' } };
    case 'entriesByFolder': {
      const folder = inside(ctx, params['folder'], ['content']);
      const files = listFiles(folder, String(params['extension'] ?? ''), Number(params['depth'] ?? 1));
      return { status: 200, body: files.map((file) => entryOf(ctx, slash(relative(ctx.repoRoot, file)))) };
    }
    case 'entriesByFiles': {
      const files = (params['files'] ?? []) as { path: string; label?: string }[];
      return { status: 200, body: files.map((file) => entryOf(ctx, file.path, file.label)) };
    }
    case 'getEntry':
      return { status: 200, body: entryOf(ctx, String(params['path'])) };
    case 'persistEntry':
      return await persistEntry(ctx, params);
    case 'previewDraft':
      return await previewDraft(ctx, params);
    case 'getMedia': {
      const folder = inside(ctx, params['mediaFolder'], ['media']);
      const files = listFiles(folder, '', 1).map((file) => slash(relative(ctx.repoRoot, file)));
      return { status: 200, body: files.map((file) => mediaFile(ctx, file)) };
    }
    case 'getMediaFile':
      return { status: 200, body: mediaFile(ctx, String(params['path'])) };
    case 'persistMedia': {
      const asset = params['asset'] as { path: string; content: string; encoding: BufferEncoding };
      inside(ctx, asset?.path, ['media']);
      writeAtomically(ctx, asset.path, Buffer.from(asset.content, asset.encoding));
      return { status: 200, body: mediaFile(ctx, asset.path) };
    }
    case 'deleteFile':
      return deleteFiles(ctx, [params['path']]);
    case 'deleteFiles':
      return deleteFiles(ctx, params['paths']);
    case 'getDeployPreview':
      return { status: 200, body: null };
    default:
      return { status: 422, body: { error: `Unknown action ${String(action)}` } };
  }
}

/** The file API: one call per POST /api/v1 body. */
export function createFileApi(options: FileApiOptions) {
  const repoRoot = realpathSync(options.repoRoot);
  const contentDir = options.contentDir ?? 'src/content';
  const mediaDir = options.mediaDir ?? 'public/uploads';
  const ctx: Ctx = {
    repoRoot,
    roots: { content: join(repoRoot, contentDir), media: join(repoRoot, mediaDir) },
    where: `${contentDir}/ and ${mediaDir}/`,
    options,
  };
  return async function handle(body: unknown): Promise<ApiAnswer> {
    const { action, params = {} } = (body ?? {}) as { action?: string; params?: Record<string, unknown> };
    try {
      return await answer(ctx, action, params);
    } catch (error) {
      if (error instanceof Refused) {
        return { status: error.status, body: { error: error.message, ...(error.field ? { field: error.field } : {}) } };
      }
      return { status: 500, body: { error: `The editor could not do that: ${(error as Error).message}` } };
    }
  };
}

/** The file a build message names (its first word, `src/content/…`), if any. */
export function fileOf(problem: string): string | undefined {
  return /^(src\/content\/[^:\s]+):/.exec(problem)?.[1];
}
