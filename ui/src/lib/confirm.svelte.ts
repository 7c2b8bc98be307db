// A delete (or revoke) asks first: one click arms the button ("Wirklich löschen?"), the second
// does it. Armed, it stays armed only while the user is at it: anything else disarms it.
import type { Attachment } from "svelte/attachments";

/** The attachment of a confirm button: armed (`armed()`), it takes the focus, so the user's next
 * step elsewhere (a click, Tab, another row) is its blur, and the blur or Escape call `disarm`. */
export function disarming(armed: () => boolean, disarm: () => void): Attachment<HTMLElement> {
  return (el) => {
    // Read here so the attachment runs again when the button is armed or disarmed.
    if (!armed()) return;
    const off = () => armed() && disarm();
    const escape = (e: KeyboardEvent) => e.key === "Escape" && (e.preventDefault(), off());
    el.focus();
    el.addEventListener("blur", off);
    el.addEventListener("keydown", escape);
    return () => {
      el.removeEventListener("blur", off);
      el.removeEventListener("keydown", escape);
    };
  };
}
