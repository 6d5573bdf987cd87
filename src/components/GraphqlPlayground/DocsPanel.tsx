import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';
import React, { useEffect, useId, useMemo, useState } from 'react';

import { describeAlternatives, fieldRequirement } from '@site/src/playground/privileges';
import type { PlaygroundApi } from '@site/src/playground/url';

import styles from './styles.module.css';

/** What the cursor is on, as cm6-graphql reports it (type names may carry `[`, `]` and `!`). */
export interface DocsTarget {
  field?: string;
  type?: string;
  parentType?: string;
}

type DocsView = { kind: 'type'; name: string } | { kind: 'field'; parent: string; field: string };

function namedTypeName(typeString: string): string {
  return typeString.replace(/[[\]!]/g, '');
}

/** The page the cursor points at: the field under it, else its type, else the root Query type. */
export function viewForTarget(schema: GraphQLSchema, target: DocsTarget | undefined): DocsView {
  const root = schema.getQueryType()?.name ?? 'Query';
  if (!target) return { kind: 'type', name: root };
  if (target.field && target.parentType) {
    const parent = schema.getType(namedTypeName(target.parentType));
    if (parent && (isObjectType(parent) || isInterfaceType(parent)) && parent.getFields()[target.field]) {
      return { kind: 'field', parent: parent.name, field: target.field };
    }
  }
  if (target.type && schema.getType(namedTypeName(target.type)))
    return { kind: 'type', name: namedTypeName(target.type) };
  return { kind: 'type', name: root };
}

/** Largest number of fields listed before the reader filters: 60 keeps the panel quick on SignalCollection (118). */
const MAX_LISTED_FIELDS = 60;

interface DocsPanelProps {
  api: PlaygroundApi;
  schema: GraphQLSchema | undefined;
  /** Updated as the cursor moves in the query editor. */
  target: DocsTarget | undefined;
}

/**
 * Field and type documentation from the schema in use: follows the cursor in
 * the query editor, and lets the reader browse from type to type.
 */
export default function DocsPanel({ api, schema, target }: DocsPanelProps) {
  const id = useId();
  const [stack, setStack] = useState<DocsView[]>([]);
  const [filter, setFilter] = useState('');
  const fromCursor = useMemo(() => (schema ? viewForTarget(schema, target) : undefined), [schema, target]);

  // A cursor move starts a new trail.
  const cursorKey = fromCursor
    ? fromCursor.kind === 'type'
      ? fromCursor.name
      : `${fromCursor.parent}.${fromCursor.field}`
    : '';
  useEffect(() => {
    setStack([]);
    setFilter('');
  }, [cursorKey]);

  if (!schema || !fromCursor) return <p className={styles.muted}>Loading the schema…</p>;
  const view = stack[stack.length - 1] ?? fromCursor;
  const open = (next: DocsView) => {
    setStack((s) => [...s, next]);
    setFilter('');
  };
  const typeLink = (type: GraphQLType) => {
    const named = getNamedType(type);
    return (
      <button
        type="button"
        className={styles.typeLink}
        onClick={() => open({ kind: 'type', name: named.name })}
      >
        {String(type)}
      </button>
    );
  };

  return (
    <div className={styles.docs}>
      <div className={styles.docsNav}>
        <button
          type="button"
          className={styles.smallButton}
          disabled={stack.length === 0}
          onClick={() => setStack((s) => s.slice(0, -1))}
        >
          Back
        </button>
        <button
          type="button"
          className={styles.smallButton}
          onClick={() => open({ kind: 'type', name: schema.getQueryType()?.name ?? 'Query' })}
        >
          Query root
        </button>
        <span className={styles.muted}>Follows the cursor in the query.</span>
      </div>
      {view.kind === 'field' ? (
        <FieldDocs api={api} schema={schema} parent={view.parent} field={view.field} typeLink={typeLink} />
      ) : (
        <TypeDocs
          schema={schema}
          name={view.name}
          filter={filter}
          setFilter={setFilter}
          filterId={`${id}-filter`}
          typeLink={typeLink}
          openField={(parent, field) => open({ kind: 'field', parent, field })}
        />
      )}
    </div>
  );
}

function Description({ text }: { text: string | null | undefined }) {
  return text ? (
    <p className={styles.description}>{text}</p>
  ) : (
    <p className={styles.muted}>No description.</p>
  );
}

function ArgumentList({
  args,
  typeLink,
}: {
  args: readonly (GraphQLArgument | GraphQLInputField)[];
  typeLink: (t: GraphQLType) => React.ReactNode;
}) {
  if (args.length === 0) return null;
  return (
    <ul className={styles.memberList}>
      {args.map((a) => (
        <li key={a.name}>
          <code>{a.name}</code>: {typeLink(a.type)}
          {a.defaultValue !== undefined ? (
            <span className={styles.muted}> = {JSON.stringify(a.defaultValue)}</span>
          ) : null}
          {a.description ? <span className={styles.memberDescription}> {a.description}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function FieldDocs(props: {
  api: PlaygroundApi;
  schema: GraphQLSchema;
  parent: string;
  field: string;
  typeLink: (t: GraphQLType) => React.ReactNode;
}) {
  const parent = props.schema.getType(props.parent);
  const field =
    parent && (isObjectType(parent) || isInterfaceType(parent))
      ? (parent.getFields()[props.field] as GraphQLField<unknown, unknown> | undefined)
      : undefined;
  if (!field) return <p className={styles.muted}>No field {props.field}.</p>;
  const requirement = fieldRequirement(props.api, props.schema, props.parent, props.field);
  return (
    <>
      <h3 className={styles.docsTitle}>
        {props.parent}.{field.name}: {props.typeLink(field.type)}
      </h3>
      <Description text={field.description} />
      {field.deprecationReason ? (
        <p className={styles.warningText}>Deprecated: {field.deprecationReason}</p>
      ) : null}
      {requirement ? (
        <p className={styles.privilegeNote}>Vehicle JWT privileges: {describeAlternatives(requirement)}.</p>
      ) : null}
      {field.args.length > 0 ? <h4 className={styles.docsSubtitle}>Arguments</h4> : null}
      <ArgumentList args={field.args} typeLink={props.typeLink} />
    </>
  );
}

function TypeDocs(props: {
  schema: GraphQLSchema;
  name: string;
  filter: string;
  setFilter: (v: string) => void;
  filterId: string;
  typeLink: (t: GraphQLType) => React.ReactNode;
  openField: (parent: string, field: string) => void;
}) {
  const type: GraphQLNamedType | undefined | null = props.schema.getType(props.name);
  if (!type) return <p className={styles.muted}>No type {props.name}.</p>;
  const needle = props.filter.trim().toLowerCase();
  const matches = (name: string, description: string | null | undefined) =>
    needle === '' ||
    name.toLowerCase().includes(needle) ||
    (description ?? '').toLowerCase().includes(needle);
  const kind = isObjectType(type)
    ? 'type'
    : isInterfaceType(type)
      ? 'interface'
      : isInputObjectType(type)
        ? 'input'
        : isEnumType(type)
          ? 'enum'
          : isUnionType(type)
            ? 'union'
            : 'scalar';

  let members: React.ReactNode = null;
  let count = 0;
  if (isObjectType(type) || isInterfaceType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => matches(f.name, f.description));
    count = fields.length;
    members = (
      <ul className={styles.memberList}>
        {fields.slice(0, MAX_LISTED_FIELDS).map((f) => (
          <li key={f.name}>
            <button
              type="button"
              className={styles.fieldLink}
              onClick={() => props.openField(type.name, f.name)}
            >
              {f.name}
            </button>
            {f.args.length > 0 ? <span className={styles.muted}>(…)</span> : null}: {props.typeLink(f.type)}
            {f.description ? <span className={styles.memberDescription}> {f.description}</span> : null}
          </li>
        ))}
      </ul>
    );
  } else if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => matches(f.name, f.description));
    count = fields.length;
    members = <ArgumentList args={fields.slice(0, MAX_LISTED_FIELDS)} typeLink={props.typeLink} />;
  } else if (isEnumType(type)) {
    const values = type.getValues().filter((v) => matches(v.name, v.description));
    count = values.length;
    members = (
      <ul className={styles.memberList}>
        {values.map((v) => (
          <li key={v.name}>
            <code>{v.name}</code>
            {v.description ? <span className={styles.memberDescription}> {v.description}</span> : null}
          </li>
        ))}
      </ul>
    );
  } else if (isUnionType(type)) {
    members = (
      <ul className={styles.memberList}>
        {type.getTypes().map((t) => (
          <li key={t.name}>{props.typeLink(t)}</li>
        ))}
      </ul>
    );
  }
  const filterable =
    isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) || isEnumType(type);
  return (
    <>
      <h3 className={styles.docsTitle}>
        {kind} {type.name}
      </h3>
      <Description text={type.description} />
      {filterable ? (
        <label className={styles.filter} htmlFor={props.filterId}>
          <span>Filter</span>
          <input
            id={props.filterId}
            type="search"
            value={props.filter}
            onChange={(e) => props.setFilter(e.target.value)}
            placeholder="e.g. tire"
            spellCheck={false}
          />
        </label>
      ) : null}
      {members}
      {count > MAX_LISTED_FIELDS ? (
        <p className={styles.muted}>{count - MAX_LISTED_FIELDS} more: type in Filter to find them.</p>
      ) : null}
      {filterable && count === 0 ? <p className={styles.muted}>Nothing matches “{props.filter}”.</p> : null}
    </>
  );
}
