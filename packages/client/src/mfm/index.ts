import './mfm.css';

export { Mfm } from './Mfm.tsx';
export { UserName } from './UserName.tsx';
export type { MfmProps } from './Mfm.tsx';
export { safeUrl, linkHref } from './safe-url.ts';
export { extractPreviewUrls } from './preview-urls.ts';
export { MFM_NEST_LIMIT } from './render-context.ts';
export { MFM_FN_NAMES, type MfmFnName } from './fn-params.ts';
export { parseMfm } from './parse-cache.ts';
export { LinkHoverContext, type LinkHoverAnchor, type LinkHoverProps } from './link-hover.ts';
export type { CodeToken } from './highlight-code.ts';
export { highlightCode } from './load-highlighter.ts';
export { MfmCodeBlock as CodeBlock } from './MfmCodeBlock.tsx';
