/**
 * Script-injection attempts for the SEO optimizer's tests (Vitest and the browser). Each one, if it ran, would set
 * window.__xss, call alert() and log "XSS-EXECUTED": the browser test listens for all three.
 */
const RUN = "window.__xss=1;alert(1);console.log('XSS-EXECUTED')";

export const XSS_PAYLOADS: readonly string[] = [
  `<script>${RUN}</script>`,
  `"><script>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `<svg onload="${RUN}"></svg>`,
  `<svg><script>${RUN}</script></svg>`,
  `<a href="javascript:${RUN}">click me</a>`,
  `<a href="JaVaScRiPt:${RUN}">mixed case</a>`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<iframe srcdoc="<script>${RUN}</script>"></iframe>`,
  `<body onload="${RUN}">`,
  `<details open ontoggle="${RUN}"><summary>x</summary></details>`,
  `<input autofocus onfocus="${RUN}">`,
  `<div style="background:url('javascript:${RUN}')">styled</div>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<form action="javascript:${RUN}"><button>go</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<template><img src=x onerror="${RUN}"></template>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `[click](javascript:${RUN})`,
  `# <img src=x onerror="${RUN}"> heading`,
  `- <video><source onerror="${RUN}"></video> list item`,
  `&lt;img src=x onerror=${RUN}&gt;`,
  `<scr<script>ipt>${RUN}</scr</script>ipt>`,
];
