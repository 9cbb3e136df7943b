// The zod type names the web app uses for the contracts' schemas. The contracts are
// written with zod/mini (classic zod cannot be tree-shaken and cost every first visit
// about 26 kB gzip), whose base type is ZodMiniType; this keeps the familiar
// z.ZodType / z.infer spelling. Runtime code imports `z` from 'zod/mini' itself.
import type * as mini from 'zod/mini';

// eslint-disable-next-line @typescript-eslint/no-namespace -- a type-only namespace gives the `z.ZodType` spelling
export declare namespace z {
  export type ZodType<Output = unknown, Input = unknown> = mini.ZodMiniType<Output, Input>;
  export type ZodError<T = unknown> = mini.core.$ZodError<T>;
  export type infer<T> = mini.infer<T>;
  export type input<T> = mini.input<T>;
  export type output<T> = mini.output<T>;
}
