'use client';
import { useEffect } from 'react';

/** Opening the news page clears the unread badge (SPEC 4): remember when the reader was here. */
export function MarkNewsRead({ cookie }: { cookie: string }) {
  useEffect(() => {
    document.cookie = `${cookie}=${encodeURIComponent(new Date().toISOString())}; Max-Age=${365 * 86400}; Path=/; SameSite=Lax`;
  }, [cookie]);
  return null;
}
