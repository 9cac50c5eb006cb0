import { useMemo, useState } from 'react';
import { htmlToText } from '../html/SafeHtml';
import { MessageRow } from '../shared/MessageRow';

export interface NoticeCardProps {
  notice: { id: number; title: string; startDate: number; content: string; read: boolean };
  /** called with the notice id when an unread notice is opened */
  onRead: (id: number) => void;
}

/** A notice (spec 000 section 2): title, start date YYYY-MM-DD, content as plain text; a tap expands it and reports it read. */
export function NoticeCard({ notice, onRead }: NoticeCardProps) {
  const [open, setOpen] = useState(false);
  const text = useMemo(() => htmlToText(notice.content), [notice.content]);
  const toggle = () => {
    setOpen((v) => !v);
    if (!open && !notice.read) onRead(notice.id);
  };
  return <MessageRow as="article" title={notice.title} read={notice.read} date={notice.startDate} body={text} open={open} onToggle={toggle} preview />;
}
