import { Pencil, Trash } from 'lucide-react';
import { IconButton } from './buttons';

interface EditDeleteButtonsProps {
  /** Names the record, e.g. 'Edit Rawi Chat', since every card has the same icons. */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The edit and delete icon buttons of an admin card or list item; the caller places them. */
export function EditDeleteButtons({ editLabel, deleteLabel, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <>
      <IconButton type="button" aria-label={editLabel} onClick={onEdit}>
        <Pencil size={16} aria-hidden="true" />
      </IconButton>
      <IconButton type="button" $tone="danger" aria-label={deleteLabel} onClick={onDelete}>
        <Trash size={16} aria-hidden="true" />
      </IconButton>
    </>
  );
}
