/** Small decorative icons (inline SVG, hidden from screen readers). */
export function PaperclipIcon() {
  return (
    <svg className="icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        d="M10.5 4.5 5.4 9.6a1.5 1.5 0 0 0 2.1 2.1l5.3-5.3a3 3 0 0 0-4.2-4.2L3.3 7.5a4.5 4.5 0 0 0 6.4 6.4l4.1-4.1"
      />
    </svg>
  );
}

export function DownloadIcon() {
  return (
    <svg className="icon attachments__download" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" d="M8 2v8m-3.5-3.5L8 10l3.5-3.5M2.5 13.5h11" />
    </svg>
  );
}
