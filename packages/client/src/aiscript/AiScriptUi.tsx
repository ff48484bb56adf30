import { useState, useSyncExternalStore, type CSSProperties } from 'react';
import { Mfm } from '@/mfm/index.ts';
import { InlinePostForm, openPostForm, VISIBILITIES, type PostFormOptions } from '@/post-form/index.ts';
import { safeHexColor, Switch, TextArea, TextInput } from '@/ui/index.ts';
import type { Value } from './runtime.ts';
import {
  childIds,
  fontOf,
  propArr,
  propBool,
  propFn,
  propNum,
  propObj,
  propStr,
  sizeOf,
} from './ui-props.ts';
import { ROOT_ID, type UiComponent, type UiStore } from './ui-store.ts';
import './aiscript-ui.css';

/** Calls a program's handler with JavaScript values made into the program's. */
export type CallHandler = (fn: Value, args: unknown[]) => void;

interface Ctx {
  store: UiStore;
  call: CallHandler;
}

const colour = (p: Map<string, Value>, key: string): string | undefined => {
  const c = propStr(p, key);
  return c ? safeHexColor(c, '') || undefined : undefined;
};

function textStyle(p: Map<string, Value>): CSSProperties {
  return {
    fontSize: sizeOf(p),
    fontWeight: propBool(p, 'bold') ? 'bold' : undefined,
    color: colour(p, 'color'),
    fontFamily: fontOf(p),
  };
}

function formOptions(p: Map<string, Value>): PostFormOptions {
  const form = propObj(p, 'form') ?? new Map<string, Value>();
  const visibility = propStr(form, 'visibility');
  return {
    initialText: propStr(form, 'text') ?? '',
    initialCw: propStr(form, 'cw') ?? null,
    initialVisibility: VISIBILITIES.find((v) => v === visibility),
    initialLocalOnly: propBool(form, 'localOnly'),
    keepDraft: false,
  };
}

function Field({ c, ctx }: { c: UiComponent; ctx: Ctx }) {
  const p = c.props;
  const label = propStr(p, 'label');
  const caption = propStr(p, 'caption');
  const handler = (key: string) => (value: unknown) => {
    const fn = propFn(p, key);
    if (fn) ctx.call(fn, [value]);
  };
  const [text, setText] = useState(() => propStr(p, 'default') ?? '');
  const [on, setOn] = useState(() => propBool(p, 'default') ?? false);
  switch (c.type) {
    case 'switch':
      return (
        <Switch
          checked={on}
          label={label ?? ''}
          caption={caption}
          onChange={(v) => {
            setOn(v);
            handler('onChange')(v);
          }}
        />
      );
    case 'textarea':
      return (
        <TextArea
          label={label}
          caption={caption}
          value={text}
          onChange={(v) => {
            setText(v);
            handler('onInput')(v);
          }}
        />
      );
    case 'numberInput':
      return (
        <TextInput
          type="number"
          label={label}
          caption={caption}
          value={text || String(propNum(p, 'default') ?? '')}
          onChange={(v) => {
            setText(v);
            const n = Number(v);
            if (v.trim() !== '' && Number.isFinite(n)) handler('onInput')(n);
          }}
        />
      );
    default:
      return (
        <TextInput
          label={label}
          caption={caption}
          value={text}
          onChange={(v) => {
            setText(v);
            handler('onInput')(v);
          }}
        />
      );
  }
}

function SelectComponent({ c, ctx }: { c: UiComponent; ctx: Ctx }) {
  const p = c.props;
  const items = propArr(p, 'items').flatMap((item) =>
    item.type === 'obj'
      ? [{ text: propStr(item.value, 'text') ?? '', value: propStr(item.value, 'value') ?? '' }]
      : [],
  );
  const [value, setValue] = useState(() => propStr(p, 'default') ?? items[0]?.value ?? '');
  return (
    <label className="kumo-field">
      {propStr(p, 'label')}
      <select
        className="kumo-input"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          const fn = propFn(p, 'onChange');
          if (fn) ctx.call(fn, [e.target.value]);
        }}
      >
        {items.map((item, i) => (
          <option key={i} value={item.value}>
            {item.text}
          </option>
        ))}
      </select>
      {propStr(p, 'caption') && <span className="kumo-caption">{propStr(p, 'caption')}</span>}
    </label>
  );
}

function ProgramButton({ p, ctx }: { p: Map<string, Value>; ctx: Ctx }) {
  const onClick = propFn(p, 'onClick');
  return (
    <button
      type="button"
      className={`kumo-button${propBool(p, 'primary') ? ' primary' : ''}${propBool(p, 'rounded') ? ' rounded' : ''}`}
      disabled={propBool(p, 'disabled')}
      onClick={() => onClick && ctx.call(onClick, [])}
    >
      {propStr(p, 'text') ?? ''}
    </button>
  );
}

function Children({ p, ctx, depth }: { p: Map<string, Value>; ctx: Ctx; depth: number }) {
  return (
    <>
      {childIds(p).map((id) => (
        <Component key={id} id={id} ctx={ctx} depth={depth + 1} />
      ))}
    </>
  );
}

/** A component by its id; a program's tree deeper than this is not drawn (a loop of children). */
const MAX_DEPTH = 32;

function Component({ id, ctx, depth }: { id: string; ctx: Ctx; depth: number }) {
  const c = ctx.store.components.get(id);
  if (!c || depth > MAX_DEPTH) return null;
  const p = c.props;
  switch (c.type) {
    case 'root':
      return <Children p={p} ctx={ctx} depth={depth} />;
    case 'container': {
      if (propBool(p, 'hidden')) return null;
      const align = propStr(p, 'align');
      const border = propNum(p, 'borderWidth');
      const style: CSSProperties = {
        textAlign: align === 'center' || align === 'right' ? align : undefined,
        background: colour(p, 'bgColor'),
        color: colour(p, 'fgColor'),
        fontFamily: fontOf(p),
        padding:
          propNum(p, 'padding') !== undefined ? `${Math.min(64, propNum(p, 'padding')!)}px` : undefined,
        borderRadius: propBool(p, 'rounded') ? 8 : undefined,
        border: border
          ? `${Math.min(16, border)}px solid ${colour(p, 'borderColor') ?? 'var(--divider)'}`
          : undefined,
      };
      return (
        <div className="kumo-as-container" style={style}>
          <Children p={p} ctx={ctx} depth={depth} />
        </div>
      );
    }
    case 'text':
      return (
        <div className="kumo-as-text" style={textStyle(p)}>
          {propStr(p, 'text') ?? ''}
        </div>
      );
    case 'mfm': {
      const onClickEv = propFn(p, 'onClickEv');
      return (
        <div className="kumo-as-text" style={textStyle(p)}>
          <Mfm
            text={propStr(p, 'text') ?? ''}
            onClickEv={onClickEv ? (ev) => ctx.call(onClickEv, [ev]) : undefined}
          />
        </div>
      );
    }
    case 'button':
      return (
        <div className="kumo-as-buttons">
          <ProgramButton p={p} ctx={ctx} />
        </div>
      );
    case 'buttons':
      return (
        <div className="kumo-as-buttons">
          {propArr(p, 'buttons').map((b, i) =>
            b.type === 'obj' ? <ProgramButton key={i} p={b.value} ctx={ctx} /> : null,
          )}
        </div>
      );
    case 'switch':
    case 'textInput':
    case 'textarea':
    case 'numberInput':
      return <Field c={c} ctx={ctx} />;
    case 'select':
      return <SelectComponent c={c} ctx={ctx} />;
    case 'folder':
      return (
        <details className="kumo-as-folder" open={propBool(p, 'opened') ?? true}>
          <summary>{propStr(p, 'title') ?? ''}</summary>
          <Children p={p} ctx={ctx} depth={depth} />
        </details>
      );
    case 'postFormButton':
      return (
        <div className="kumo-as-buttons">
          <button
            type="button"
            className={`kumo-button${propBool(p, 'primary') ? ' primary' : ''}`}
            onClick={() => void openPostForm(formOptions(p))}
          >
            {propStr(p, 'text') ?? ''}
          </button>
        </div>
      );
    case 'postForm':
      return <InlinePostForm options={formOptions(p)} />;
    default:
      return null;
  }
}

/** What a running program put on screen with `Ui:`, redrawn as it changes it. */
export function AiScriptUi({ store, call }: { store: UiStore; call: CallHandler }) {
  useSyncExternalStore(store.subscribe, store.getVersion);
  return (
    <div className="kumo-as-ui">
      <Component id={ROOT_ID} ctx={{ store, call }} depth={0} />
    </div>
  );
}
