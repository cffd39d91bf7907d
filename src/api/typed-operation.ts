import { callApi, type ApiCall, type BodyEncoding, type Host } from './client';

/*
 * Typed calls from the generated `paths` (openapi-typescript): `operation('/setting/getInfo')` gives a
 * function whose body and result types are the contract's, so each domain module is a list of one-liners
 * and a changed schema shows up as a type error where it is used.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Paths that have an operation for the method (openapi-typescript writes `post?: never` for none). */
export type PathsWith<Paths, M extends Method> = {
  [P in keyof Paths]: Paths[P] extends { [K in M]: object } ? P : never;
}[keyof Paths] &
  string;

type OperationOf<Paths, P extends keyof Paths, M extends Method> = Paths[P] extends { [K in M]: infer Op } ? Op : never;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

type RequestBodyOf<Op> = Op extends { requestBody?: infer RB } ? Exclude<RB, undefined> : never;
type ContentOf<Op> = [RequestBodyOf<Op>] extends [never]
  ? never
  : RequestBodyOf<Op> extends { content: infer C }
    ? C
    : never;

/** How the body is sent, from the media type the contract declares. */
type EncodingOf<Op> = [ContentOf<Op>] extends [never]
  ? 'none'
  : 'application/json' extends keyof ContentOf<Op>
    ? 'json'
    : 'application/x-www-form-urlencoded' extends keyof ContentOf<Op>
      ? 'form'
      : 'multipart/form-data' extends keyof ContentOf<Op>
        ? 'multipart'
        : 'json';

type MediaOf<E> = E extends 'form'
  ? 'application/x-www-form-urlencoded'
  : E extends 'multipart'
    ? 'multipart/form-data'
    : 'application/json';

type DeclaredBodyOf<Op> = ContentOf<Op> extends { [K in MediaOf<EncodingOf<Op>>]: infer B } ? B : never;

/** Multipart parts are text or files; openapi-typescript types a file (`format: binary`) as string. */
type WithFiles<B> = { [K in keyof B]: B[K] extends string | undefined ? B[K] | Blob : B[K] };

/** The request body type of an operation (undefined when it takes none). */
export type BodyOf<Op> =
  EncodingOf<Op> extends 'none'
    ? undefined
    : EncodingOf<Op> extends 'multipart'
      ? WithFiles<DeclaredBodyOf<Op>>
      : DeclaredBodyOf<Op>;

type BodyIsOptional<Op> = Op extends { requestBody: unknown } ? false : true;

/** The envelope's `data` of the success answer. */
export type DataOf<Op> = Op extends { responses: { 200: { content: { 'application/json': infer E } } } }
  ? E extends { data?: infer D }
    ? D
    : never
  : undefined;

/** Path and query parameters of an operation, as openapi-fetch takes them. */
export type ParamsOf<Op> = Op extends { parameters: infer Params }
  ? {
      [
        K in keyof Params as K extends 'query' | 'path' ? ([Params[K]] extends [undefined] ? never : K) : never
      ]: Params[K];
    }
  : Record<string, never>;

type QueryOf<Op> = ParamsOf<Op> extends { query?: infer Q } ? Exclude<Q, undefined> : never;
/** Where an operation carries shopDomain: its body, or its query when it has no body (GET). */
type ShopCarrier<Op> = EncodingOf<Op> extends 'none' ? QueryOf<Op> : BodyOf<Op>;
/** True when the body (or query) names shopDomain; an index signature (`Record<string, never>`) does not. */
type HasShopDomain<B> = [B] extends [never]
  ? false
  : [B] extends [object]
    ? string extends keyof B
      ? false
      : 'shopDomain' extends keyof B
        ? true
        : false
    : false;
type WithOptionalShop<T> = Omit<T, 'shopDomain'> & { shopDomain?: string };

/**
 * How an operation is called. Non-JSON bodies must name their encoding; an operation whose body has
 * shopDomain must say whether the session's is filled in (`shop: true`, the usual case) or the caller
 * chooses it (`shop: false`, e.g. registration), so no call forgets the shop by accident.
 */
export type OperationConfig<Op> = {
  host?: Host;
  /** The caller's failures are handled by the caller: no error toast (spec §8). */
  ignoreErrors?: boolean;
} & (EncodingOf<Op> extends 'json' | 'none' ? { bodyAs?: 'json' } : { bodyAs: EncodingOf<Op> & BodyEncoding }) &
  (HasShopDomain<ShopCarrier<Op>> extends true ? { shop: boolean } : { shop?: false });

type ConfigArg<Op, C> = RequiredKeys<OperationConfig<Op>> extends never ? [config?: C] : [config: C];

/** The body a caller passes: shopDomain becomes optional where the session fills it in. */
type BodyArg<Op, C> = C extends { shop: true } ? WithOptionalShop<BodyOf<Op>> : BodyOf<Op>;

/** The parameters a caller passes: the query's shopDomain becomes optional where the session fills it in. */
type ParamsArg<Op, C> = C extends { shop: true }
  ? Omit<ParamsOf<Op>, 'query'> &
      (RequiredKeys<WithOptionalShop<QueryOf<Op>>> extends never
        ? { query?: WithOptionalShop<QueryOf<Op>> }
        : { query: WithOptionalShop<QueryOf<Op>> })
  : ParamsOf<Op>;

export interface CallOptions {
  /** Cancels the call (it then rejects quietly with an ApiError). */
  signal?: AbortSignal;
  /** This one call handles its own failures: no error toast. */
  ignoreErrors?: boolean;
}

type BodyArgs<B, Optional extends boolean, Rest extends unknown[]> = [B] extends [undefined]
  ? [body?: undefined, ...rest: Rest]
  : Optional extends true
    ? [body?: B, ...rest: Rest]
    : RequiredKeys<B> extends never
      ? [body?: B, ...rest: Rest]
      : [body: B, ...rest: Rest];

export type BodyCall<Op, C> = (
  ...args: BodyArgs<BodyArg<Op, C>, BodyIsOptional<Op>, [options?: CallOptions]>
) => Promise<DataOf<Op>>;

export type ParamsCall<Op, C> = (
  ...args: RequiredKeys<ParamsArg<Op, C>> extends never
    ? [params?: ParamsArg<Op, C>, options?: CallOptions]
    : [params: ParamsArg<Op, C>, options?: CallOptions]
) => Promise<DataOf<Op>>;

/** The file name comes first: a required name cannot follow an optional body. */
export type ExportCall<Op, C> = (
  fileName: string,
  ...args: BodyArgs<BodyArg<Op, C>, BodyIsOptional<Op>, [options?: CallOptions]>
) => Promise<void>;

/** What a typed call sends where: read by the test that holds every call against openapi.yaml. */
export interface OperationContract {
  kind: 'data' | 'export';
  method: 'GET' | 'POST';
  path: string;
  host: Host;
  bodyAs: BodyEncoding;
  shopScoped: boolean;
  ignoreErrors: boolean;
}

export type Contracted<F> = F & { readonly contract: OperationContract };

type Loose = { host?: Host; ignoreErrors?: boolean; bodyAs?: BodyEncoding; shop?: boolean };

function contractOf(
  kind: OperationContract['kind'],
  method: 'GET' | 'POST',
  path: string,
  config: Loose | undefined,
): OperationContract {
  return {
    kind,
    method,
    path,
    host: config?.host ?? 'default',
    bodyAs: config?.bodyAs ?? 'json',
    shopScoped: config?.shop === true,
    ignoreErrors: config?.ignoreErrors ?? false,
  };
}

function toCall(contract: OperationContract, options: CallOptions | undefined): ApiCall {
  const { kind: _kind, ...call } = contract;
  return {
    ...call,
    ignoreErrors: options?.ignoreErrors ?? contract.ignoreErrors,
    ...(options?.signal ? { signal: options.signal } : {}),
  };
}

/** The typed call builders for one `paths` type (src/api/operation.ts binds them to the generated one). */
export function createOperationFactory<Paths>() {
  return {
    /** A POST call that answers the envelope: resolves with its data. */
    operation<P extends PathsWith<Paths, 'post'>, C extends OperationConfig<OperationOf<Paths, P, 'post'>>>(
      path: P,
      ...[config]: ConfigArg<OperationOf<Paths, P, 'post'>, C>
    ): Contracted<BodyCall<OperationOf<Paths, P, 'post'>, C>> {
      const contract = contractOf('data', 'POST', path, config as Loose | undefined);
      const call = (body?: unknown, options?: CallOptions) => callApi({ ...toCall(contract, options), body });
      return Object.assign(call, { contract }) as never;
    },

    /** A GET call with path and query parameters: resolves with the envelope's data. */
    getOperation<P extends PathsWith<Paths, 'get'>, C extends OperationConfig<OperationOf<Paths, P, 'get'>>>(
      path: P,
      ...[config]: ConfigArg<OperationOf<Paths, P, 'get'>, C>
    ): Contracted<ParamsCall<OperationOf<Paths, P, 'get'>, C>> {
      const contract = contractOf('data', 'GET', path, config as Loose | undefined);
      const call = (params?: ApiCall['params'], options?: CallOptions) =>
        callApi({ ...toCall(contract, options), params: params ?? {} });
      return Object.assign(call, { contract }) as never;
    },

    /** A POST export: downloads the file it answers under the given name, then toasts 'download successful'. */
    exportOperation<P extends PathsWith<Paths, 'post'>, C extends OperationConfig<OperationOf<Paths, P, 'post'>>>(
      path: P,
      ...[config]: ConfigArg<OperationOf<Paths, P, 'post'>, C>
    ): Contracted<ExportCall<OperationOf<Paths, P, 'post'>, C>> {
      const contract = contractOf('export', 'POST', path, config as Loose | undefined);
      // The download helpers come with the first export (a click on a page), not with the shell.
      const call = async (fileName: string, body?: unknown, options?: CallOptions) =>
        (await import('./export-download')).downloadExport({ ...toCall(contract, options), body }, fileName);
      return Object.assign(call, { contract }) as never;
    },
  };
}
