/**
 * Stand-in for the `flexsearch` module, wired in by an alias in
 * rspress.config.ts. Rspress's local search builds its indexes with
 * `new Document(options)`, `addAsync` and `searchAsync` only, all of them
 * awaited, so this class can forward each call to the real FlexSearch,
 * downloaded the first time a reader opens search instead of with every
 * page (it is about 50 KB of minified JavaScript).
 */

/** The part of FlexSearch's Document that Rspress's search uses. */
interface SearchDocument {
  addAsync(id: unknown, item: unknown): Promise<unknown>;
  searchAsync(query: unknown, options?: unknown): Promise<unknown>;
}

interface FlexSearchModule {
  Document: new (options: unknown) => SearchDocument;
}

let loading: Promise<FlexSearchModule> | undefined;

/** Imports the real FlexSearch once, on first use. */
export function loadFlexSearch(): Promise<FlexSearchModule> {
  loading ??= import(/* webpackChunkName: "flexsearch" */ 'flexsearch-real') as unknown as Promise<FlexSearchModule>;
  return loading;
}

export class Document implements SearchDocument {
  readonly #real: Promise<SearchDocument>;

  constructor(options: unknown) {
    this.#real = loadFlexSearch().then((flexsearch) => new flexsearch.Document(options));
  }

  async addAsync(id: unknown, item: unknown): Promise<unknown> {
    return (await this.#real).addAsync(id, item);
  }

  async searchAsync(query: unknown, options?: unknown): Promise<unknown> {
    return (await this.#real).searchAsync(query, options);
  }
}
