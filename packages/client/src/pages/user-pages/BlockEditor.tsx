import {
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconPhoto,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { entities } from 'misskey-js';
import { pickDriveFiles } from '@/drive-manager/index.ts';
import { t } from '@/i18n/index.ts';
import { IconButton, newLocalId, select, Switch, TextArea, TextInput } from '@/ui/index.ts';
import {
  addBlock,
  BLOCK_TYPES,
  dropBlockBefore,
  moveBlock,
  newBlock,
  noteIdFrom,
  removeBlock,
  updateBlock,
  type BlockType,
  type PageBlock,
} from './page-blocks.ts';

/** A change to the page's blocks, applied to the latest draft. */
export type BlocksEdit = (change: (blocks: PageBlock[]) => PageBlock[]) => void;

export interface BlockEditorContext {
  edit: BlocksEdit;
  /** The drive files the image blocks show, by id; a picked file is added. */
  files: Record<string, entities.DriveFile>;
  onFilePicked: (file: entities.DriveFile) => void;
}

const TYPE_LABEL = {
  text: 'pageBlockText',
  section: 'pageBlockSection',
  image: 'pageBlockImage',
  note: 'pageBlockNote',
} as const satisfies Record<BlockType, string>;

/** The block being dragged (one drag at a time), kept here: a drag's data cannot be read until the drop. */
let dragging: string | null = null;

function NoteFields({
  block,
  ctx,
}: {
  block: Extract<PageBlock, { type: 'note' }>;
  ctx: BlockEditorContext;
}) {
  const [input, setInput] = useState(block.note ?? '');
  const id = noteIdFrom(input);
  return (
    <>
      <TextInput
        label={t('pageBlockNoteId')}
        value={input}
        onChange={(v) => {
          setInput(v);
          ctx.edit((blocks) => updateBlock(blocks, block.id, { note: noteIdFrom(v) }));
        }}
        caption={input.trim() !== '' && !id ? t('pageBlockNoteInvalid') : undefined}
      />
      <Switch
        checked={block.detailed}
        onChange={(v) => ctx.edit((blocks) => updateBlock(blocks, block.id, { detailed: v }))}
        label={t('pageBlockNoteDetailed')}
      />
    </>
  );
}

function ImageFields({
  block,
  ctx,
}: {
  block: Extract<PageBlock, { type: 'image' }>;
  ctx: BlockEditorContext;
}) {
  const file = block.fileId ? ctx.files[block.fileId] : undefined;
  const pick = async () => {
    const [picked] = (await pickDriveFiles(false)) ?? [];
    if (!picked) return;
    ctx.onFilePicked(picked);
    ctx.edit((blocks) => updateBlock(blocks, block.id, { fileId: picked.id }));
  };
  return (
    <div className="kumo-block-image">
      {file && <img src={file.thumbnailUrl ?? file.url} alt={file.comment ?? file.name} />}
      <button type="button" className="kumo-button" onClick={() => void pick()}>
        <IconPhoto size={16} aria-hidden />
        {file ? t('pageBlockImageChange') : t('pageBlockImagePick')}
      </button>
    </div>
  );
}

function BlockFields({ block, ctx, depth }: { block: PageBlock; ctx: BlockEditorContext; depth: number }) {
  switch (block.type) {
    case 'text':
      return (
        <TextArea
          label={t('pageBlockTextLabel')}
          value={block.text}
          onChange={(v) => ctx.edit((blocks) => updateBlock(blocks, block.id, { text: v }))}
        />
      );
    case 'section':
      return (
        <>
          <TextInput
            label={t('pageBlockSectionTitle')}
            value={block.title}
            onChange={(v) => ctx.edit((blocks) => updateBlock(blocks, block.id, { title: v }))}
          />
          <BlockList blocks={block.children} parentId={block.id} ctx={ctx} depth={depth + 1} />
        </>
      );
    case 'image':
      return <ImageFields block={block} ctx={ctx} />;
    case 'note':
      return <NoteFields block={block} ctx={ctx} />;
  }
}

function BlockCard(props: {
  block: PageBlock;
  index: number;
  count: number;
  ctx: BlockEditorContext;
  depth: number;
}) {
  const { block, index, count, ctx, depth } = props;
  const [over, setOver] = useState(false);
  const name = t(TYPE_LABEL[block.type]);
  const accepts = () => dragging !== null && dragging !== block.id;
  return (
    <li
      className={`kumo-block${over ? ' drop-target' : ''}`}
      data-block-type={block.type}
      onDragOver={(e) => {
        if (!accepts()) return;
        e.preventDefault();
        e.stopPropagation();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        if (!accepts()) return;
        e.preventDefault();
        e.stopPropagation();
        setOver(false);
        const dragged = dragging;
        dragging = null;
        if (dragged) ctx.edit((blocks) => dropBlockBefore(blocks, dragged, block.id));
      }}
    >
      <div
        className="kumo-block-head"
        draggable
        onDragStart={(e) => {
          e.stopPropagation();
          dragging = block.id;
          e.dataTransfer.setData('text/plain', name);
          e.dataTransfer.effectAllowed = 'move';
          const card = e.currentTarget.parentElement;
          if (card) e.dataTransfer.setDragImage(card, 16, 16);
        }}
        onDragEnd={() => {
          dragging = null;
        }}
      >
        <IconGripVertical size={16} aria-hidden className="kumo-block-grip" />
        <span className="kumo-block-type">{name}</span>
        <IconButton
          label={t('pageBlockMoveUp', { type: name })}
          icon={IconArrowUp}
          size={16}
          disabled={index === 0}
          onClick={() => ctx.edit((blocks) => moveBlock(blocks, block.id, -1))}
        />
        <IconButton
          label={t('pageBlockMoveDown', { type: name })}
          icon={IconArrowDown}
          size={16}
          disabled={index === count - 1}
          onClick={() => ctx.edit((blocks) => moveBlock(blocks, block.id, 1))}
        />
        <IconButton
          label={t('pageBlockRemove', { type: name })}
          icon={IconTrash}
          size={16}
          onClick={() => ctx.edit((blocks) => removeBlock(blocks, block.id))}
        />
      </div>
      <div className="kumo-block-body">
        <BlockFields block={block} ctx={ctx} depth={depth} />
      </div>
    </li>
  );
}

/** The blocks of the page (parentId null) or of a section, each editable, and a button to add one. */
export function BlockList({
  blocks,
  parentId,
  ctx,
  depth = 0,
}: {
  blocks: PageBlock[];
  parentId: string | null;
  ctx: BlockEditorContext;
  depth?: number;
}) {
  const add = async () => {
    const picked = await select<BlockType>({
      title: t('pageChooseBlock'),
      items: BLOCK_TYPES.map((value) => ({ value, label: t(TYPE_LABEL[value]) })),
    });
    if (picked.canceled) return;
    const type = picked.result;
    ctx.edit((all) => addBlock(all, newBlock(type, newLocalId()), parentId));
  };
  return (
    <div className="kumo-block-list">
      {blocks.length > 0 && (
        <ol className="kumo-blocks">
          {blocks.map((block, i) => (
            <BlockCard key={block.id} block={block} index={i} count={blocks.length} ctx={ctx} depth={depth} />
          ))}
        </ol>
      )}
      <button type="button" className="kumo-button" onClick={() => void add()}>
        <IconPlus size={16} aria-hidden />
        {parentId ? t('pageAddBlockToSection') : t('pageAddBlock')}
      </button>
    </div>
  );
}
