/**
 * Browser-safe: facts the playground reads from the query text before it
 * sends it: which operation to run, and which vehicle token ids it names.
 */
import { Kind, parse, visit, type DocumentNode, type OperationDefinitionNode } from 'graphql';

function tryParse(query: string): DocumentNode | undefined {
  try {
    return parse(query);
  } catch {
    return undefined;
  }
}

/**
 * The name of the operation to run: with several operations in the document,
 * the one around `cursor` (character offset), else the first named one.
 * Undefined when there is one operation (the server needs no name) or the
 * document does not parse.
 */
export function operationToRun(query: string, cursor: number): string | undefined {
  const document = tryParse(query);
  if (!document) return undefined;
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length < 2) return undefined;
  const around = operations.find((o) => o.loc && o.loc.start <= cursor && cursor <= o.loc.end);
  return (around ?? operations.find((o) => o.name))?.name?.value;
}

/** Vehicle token ids the query asks for: `tokenId:` arguments given as integers or as variables with integer values. */
export function queryTokenIds(query: string, variables: Record<string, unknown> | undefined): number[] {
  const document = tryParse(query);
  if (!document) return [];
  const ids: number[] = [];
  visit(document, {
    Argument(node) {
      if (node.name.value !== 'tokenId') return;
      if (node.value.kind === Kind.INT) ids.push(Number(node.value.value));
      else if (node.value.kind === Kind.VARIABLE) {
        const v = variables?.[node.value.name.value];
        if (typeof v === 'number' && Number.isInteger(v)) ids.push(v);
      }
    },
  });
  return [...new Set(ids)];
}

/** Subjects the query asks about: `did:` arguments given as strings or as variables with string values. */
export function queryDids(query: string, variables: Record<string, unknown> | undefined): string[] {
  const document = tryParse(query);
  if (!document) return [];
  const dids: string[] = [];
  visit(document, {
    Argument(node) {
      if (node.name.value !== 'did') return;
      if (node.value.kind === Kind.STRING) dids.push(node.value.value);
      else if (node.value.kind === Kind.VARIABLE) {
        const v = variables?.[node.value.name.value];
        if (typeof v === 'string') dids.push(v);
      }
    },
  });
  return [...new Set(dids)];
}
