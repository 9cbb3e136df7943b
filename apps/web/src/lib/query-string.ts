// The query string of an API request: the console's searches and reports send their query
// objects through this, leaving out the parts not given (an empty search asks for everything).

/** `{ q: 'able', page: 0, kind: undefined }` -> 'q=able&page=0'. */
export const queryStringOf = (query: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();
