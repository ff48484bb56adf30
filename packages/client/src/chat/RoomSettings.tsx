import { IconDoorExit, IconTrash } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { useDeleteRoom, useLeaveRoom, useMuteRoom, useUpdateRoom } from '@/queries/index.ts';
import { confirmDialog, Switch, toast } from '@/ui/index.ts';

/**
 * A room's settings: its owner edits the name and description and may delete it (after a
 * confirm); a member mutes it or leaves (Misskey keeps no membership for the owner).
 */
export function RoomSettings({
  room,
  meId,
  onLeft,
}: {
  room: entities.ChatRoom;
  meId: string;
  /** The room is gone for me (deleted or left). */
  onLeft?: () => void;
}) {
  const isOwner = room.ownerId === meId;
  return isOwner ? (
    <OwnerSettings room={room} onLeft={onLeft} />
  ) : (
    <MemberSettings room={room} onLeft={onLeft} />
  );
}

function OwnerSettings({ room, onLeft }: { room: entities.ChatRoom; onLeft?: () => void }) {
  const [name, setName] = useState(room.name);
  const [description, setDescription] = useState(room.description);
  const update = useUpdateRoom();
  const remove = useDeleteRoom();
  const save = async () => {
    if (await update.run({ roomId: room.id, name: name.trim(), description })) toast(t('chatRoomSaved'));
  };
  const deleteRoom = async () => {
    if (!(await confirmDialog(t('chatDeleteRoomConfirm', { name: room.name })))) return;
    if (await remove.run(room.id)) onLeft?.();
  };
  return (
    <div className="kumo-chat-room-settings">
      <form
        className="kumo-chat-room-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label>
          <span>{t('chatRoomName')}</span>
          <input
            className="kumo-input"
            value={name}
            maxLength={256}
            required
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label>
          <span>{t('chatRoomDescription')}</span>
          <textarea
            className="kumo-input"
            value={description}
            maxLength={1024}
            rows={3}
            onChange={(e) => setDescription(e.target.value)}
          />
        </label>
        <div className="kumo-chat-toolbar">
          <button type="submit" className="kumo-button primary" disabled={!name.trim() || update.isPending}>
            {t('save')}
          </button>
        </div>
      </form>
      <div className="kumo-chat-toolbar">
        <button type="button" className="kumo-button danger" onClick={() => void deleteRoom()}>
          <IconTrash size={16} aria-hidden /> {t('chatDeleteRoom')}
        </button>
      </div>
    </div>
  );
}

function MemberSettings({ room, onLeft }: { room: entities.ChatRoom; onLeft?: () => void }) {
  const mute = useMuteRoom();
  const leave = useLeaveRoom();
  const leaveRoom = async () => {
    if (!(await confirmDialog(t('chatLeaveConfirm', { name: room.name })))) return;
    if (await leave.run(room.id)) onLeft?.();
  };
  return (
    <div className="kumo-chat-room-settings">
      {room.description && <p className="kumo-chat-room-description">{room.description}</p>}
      <Switch
        label={t('chatMute')}
        checked={!!room.isMuted}
        onChange={(on) => void mute.run({ roomId: room.id, mute: on })}
      />
      <div className="kumo-chat-toolbar">
        <button type="button" className="kumo-button danger" onClick={() => void leaveRoom()}>
          <IconDoorExit size={16} aria-hidden /> {t('chatLeave')}
        </button>
      </div>
    </div>
  );
}
