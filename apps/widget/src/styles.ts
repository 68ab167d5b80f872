/** The widget's styles, inside its shadow root so the page's CSS and the widget's never mix. */
export const styles = (color: string, side: 'left' | 'right') => `
:host{all:initial}
*{box-sizing:border-box;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.launcher{position:fixed;bottom:20px;${side}:20px;width:56px;height:56px;border-radius:50%;border:0;background:${color};color:#fff;cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25);display:flex;align-items:center;justify-content:center;z-index:2147483000}
.launcher svg{width:28px;height:28px;fill:currentColor}
.panel{position:fixed;bottom:88px;${side}:20px;width:360px;max-width:calc(100vw - 24px);height:520px;max-height:calc(100vh - 110px);background:#fff;color:#1f2328;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.25);display:flex;flex-direction:column;overflow:hidden;z-index:2147483000;font-size:14px}
.panel[hidden]{display:none}
.header{background:${color};color:#fff;padding:14px 16px;display:flex;align-items:center;justify-content:space-between;font-weight:600;font-size:16px}
.header button{background:none;border:0;color:#fff;font-size:20px;cursor:pointer;line-height:1}
.notice{background:#fff4e5;color:#7a4b00;padding:8px 16px;font-size:13px;border-bottom:1px solid #f3d9a4}
.status{background:#f1f3f5;color:#555;padding:4px 16px;font-size:12px}
.body{flex:1;overflow-y:auto;padding:12px 16px;display:flex;flex-direction:column;gap:8px;background:#f8f9fa}
.bubble{max-width:80%;padding:8px 10px;border-radius:10px;white-space:pre-wrap;word-wrap:break-word;line-height:1.35}
.bubble.theirs{align-self:flex-start;background:#fff;border:1px solid #e3e6ea}
.bubble.mine{align-self:flex-end;background:${color};color:#fff}
.bubble.system{align-self:center;background:#eef1f4;color:#444;font-size:13px;text-align:center}
.bubble .who{font-size:11px;font-weight:600;opacity:.75;margin-bottom:2px}
.bubble .meta{font-size:11px;opacity:.8;text-align:right;margin-top:3px}
.bubble.failed{background:#c92a2a;cursor:pointer}
.bubble img{max-width:100%;border-radius:6px;display:block;margin-top:4px}
.bubble a{color:inherit}
.typing{font-size:12px;color:#666;padding:0 16px 6px;background:#f8f9fa;font-style:italic}
form.start{display:flex;flex-direction:column;gap:10px}
form.start .field{display:flex;flex-direction:column;gap:2px}
label{display:flex;flex-direction:column;gap:4px;font-size:13px;font-weight:500}
input[type=text],input[type=email],input[type=tel]{padding:8px 10px;border:1px solid #ced4da;border-radius:6px;font-size:14px}
.error{color:#c92a2a;font-size:12px;font-weight:400}
.hint{font-size:12px;color:#666}
.primary{background:${color};color:#fff;border:0;border-radius:6px;padding:10px;font-size:14px;font-weight:600;cursor:pointer}
.composer{display:flex;gap:6px;padding:8px;border-top:1px solid #e3e6ea;align-items:flex-end;background:#fff}
.composer textarea{flex:1;resize:none;border:1px solid #ced4da;border-radius:6px;padding:8px;font-size:14px;height:40px;max-height:120px}
.icon{background:none;border:0;cursor:pointer;font-size:20px;padding:6px;color:#555}
.files{font-size:12px;color:#555;padding:0 12px}
`;

export const chatIcon =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2z"/></svg>';
