"use client";

import { useEffect, useState, type ReactNode } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import Youtube from "@tiptap/extension-youtube";
import TextAlign from "@tiptap/extension-text-align";
import Placeholder from "@tiptap/extension-placeholder";
import {
  AlignCenter, AlignLeft, AlignRight, Bold, Braces, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered,
  Quote, Redo2, Strikethrough, Underline, Undo2, Unlink, Video,
} from "lucide-react";
import { ImagePicker } from "@/components/image-library/image-picker";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils/cn";
import type { FieldControlProps } from "@/components/ui/field";
import { LinkDialog, VideoDialog } from "./rich-text-dialogs";

export type RichTextEditorProps = {
  /** HTML; the editor follows outside changes (a form reset) without losing the caret otherwise. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The editable area's accessible name when no visible label points at it. */
  label?: string;
  placeholder?: string;
  /** Field wiring (id, aria-describedby, aria-invalid) from `<Field>`. */
  controlProps?: Partial<FieldControlProps>;
  /** Lets the image button open the image library (needs the signed-in user's id). */
  userId?: number;
  /** Which tools the toolbar offers: "full" (content) or "basic" (short texts: no media, no headings). */
  tools?: "full" | "basic";
  className?: string;
  disabled?: boolean;
  /**
   * Snippets the toolbar's "Insert" menu puts at the caret (merge fields such as
   * `{{ contact.first_name }}`); `link: true` inserts the label linked to the value.
   */
  inserts?: Insertable[];
};

export type Insertable = { label: string; value: string; link?: boolean };

/**
 * The one rich-text editor (tiptap): playbook steps, pages, emails and form descriptions use it.
 * What it writes is sanitized by the server on save (lib/rich-text/sanitize.ts); the editor
 * itself only offers what the sanitizer keeps.
 */
export function RichTextEditor({ value, onChange, onBlur, label, placeholder, controlProps, userId, tools = "full", className, disabled, inserts }: RichTextEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true, defaultProtocol: "https" } }),
      Image,
      Youtube.configure({ nocookie: true, width: 640, height: 360 }),
      TextAlign.configure({ types: ["heading", "paragraph"] }),
      Placeholder.configure({ placeholder: placeholder ?? "" }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: "rich-text min-h-40 px-3 py-2 focus:outline-none",
        role: "textbox",
        "aria-multiline": "true",
        ...(label ? { "aria-label": label } : {}),
        ...Object.fromEntries(Object.entries(controlProps ?? {}).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])),
      },
    },
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? "" : editor.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // An outside change (reset, loaded data) replaces the content; the editor's own edits do not.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <div
      className={cn(
        "rounded-md border border-input bg-card shadow-sm focus-within:border-ring focus-within:outline-2 focus-within:outline-ring/40",
        controlProps?.["aria-invalid"] && "border-danger",
        disabled && "opacity-60",
        className,
      )}
      data-hydrated={editor ? "true" : undefined}
    >
      {editor ? <Toolbar editor={editor} userId={userId} tools={tools} inserts={inserts} /> : <div className="h-10 border-b border-border" aria-hidden="true" />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, userId, tools, inserts }: { editor: Editor; userId?: number; tools: "full" | "basic"; inserts?: Insertable[] }) {
  const [dialog, setDialog] = useState<"link" | "video" | "image" | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"), italic: e.isActive("italic"), underline: e.isActive("underline"), strike: e.isActive("strike"),
      h2: e.isActive("heading", { level: 2 }), h3: e.isActive("heading", { level: 3 }),
      bullet: e.isActive("bulletList"), ordered: e.isActive("orderedList"), quote: e.isActive("blockquote"), link: e.isActive("link"),
      left: e.isActive({ textAlign: "left" }), center: e.isActive({ textAlign: "center" }), right: e.isActive({ textAlign: "right" }),
      canUndo: e.can().undo(), canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const full = tools === "full";

  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-0.5 border-b border-border p-1">
      {full && (
        <>
          <Tool label="Heading" icon={<Heading2 />} active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
          <Tool label="Subheading" icon={<Heading3 />} active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
          <Divider />
        </>
      )}
      <Tool label="Bold" icon={<Bold />} active={state.bold} onClick={() => chain().toggleBold().run()} />
      <Tool label="Italic" icon={<Italic />} active={state.italic} onClick={() => chain().toggleItalic().run()} />
      <Tool label="Underline" icon={<Underline />} active={state.underline} onClick={() => chain().toggleUnderline().run()} />
      <Tool label="Strikethrough" icon={<Strikethrough />} active={state.strike} onClick={() => chain().toggleStrike().run()} />
      <Divider />
      <Tool label="Bulleted list" icon={<List />} active={state.bullet} onClick={() => chain().toggleBulletList().run()} />
      <Tool label="Numbered list" icon={<ListOrdered />} active={state.ordered} onClick={() => chain().toggleOrderedList().run()} />
      {full && <Tool label="Quote" icon={<Quote />} active={state.quote} onClick={() => chain().toggleBlockquote().run()} />}
      <Divider />
      <Tool label="Align left" icon={<AlignLeft />} active={state.left} onClick={() => chain().setTextAlign("left").run()} />
      <Tool label="Align center" icon={<AlignCenter />} active={state.center} onClick={() => chain().setTextAlign("center").run()} />
      <Tool label="Align right" icon={<AlignRight />} active={state.right} onClick={() => chain().setTextAlign("right").run()} />
      <Divider />
      <Tool label="Link" icon={<Link2 />} active={state.link} onClick={() => setDialog("link")} />
      {state.link && <Tool label="Remove link" icon={<Unlink />} onClick={() => chain().extendMarkRange("link").unsetLink().run()} />}
      {full && (
        <>
          <Tool label="Image" icon={<ImagePlus />} onClick={() => setDialog("image")} hidden={userId === undefined} />
          <Tool label="Video" icon={<Video />} onClick={() => setDialog("video")} />
        </>
      )}
      {inserts && inserts.length > 0 && (
        <>
          <Divider />
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <button type="button" onMouseDown={(e) => e.preventDefault()} className="inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm text-muted-foreground hover:bg-muted hover:text-foreground [&_svg]:size-4">
                <Braces aria-hidden="true" /> Insert
              </button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start" onCloseAutoFocus={(e) => e.preventDefault()}>
              {inserts.map((item) => (
                <DropdownMenuItem
                  key={item.label}
                  onSelect={() =>
                    item.link
                      ? chain().insertContent({ type: "text", text: item.label, marks: [{ type: "link", attrs: { href: item.value, target: "_blank" } }] }).run()
                      : chain().insertContent(item.value).run()
                  }
                >
                  {item.label}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        </>
      )}
      <span className="ml-auto flex">
        <Tool label="Undo" icon={<Undo2 />} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
        <Tool label="Redo" icon={<Redo2 />} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
      </span>

      <LinkDialog
        open={dialog === "link"}
        onOpenChange={(o) => setDialog(o ? "link" : null)}
        current={(editor.getAttributes("link").href as string | undefined) ?? ""}
        onSave={(href) => chain().extendMarkRange("link").setLink({ href, target: "_blank" }).run()}
      />
      <VideoDialog open={dialog === "video"} onOpenChange={(o) => setDialog(o ? "video" : null)} onSave={(src) => chain().setYoutubeVideo({ src }).run()} />
      {userId !== undefined && dialog === "image" && (
        <ImagePicker
          open
          onOpenChange={(o) => setDialog(o ? "image" : null)}
          type="content-image"
          userId={userId}
          onPicked={(image) => {
            chain().setImage({ src: image.url, alt: image.name }).run();
            setDialog(null);
          }}
        />
      )}
    </div>
  );
}

function Tool({ label, icon, active, disabled, hidden, onClick }: { label: string; icon: ReactNode; active?: boolean; disabled?: boolean; hidden?: boolean; onClick: () => void }) {
  if (hidden) return null;
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()} // keep the selection in the editor
      onClick={onClick}
      className={cn(
        "inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground disabled:opacity-40 [&_svg]:size-4",
        active && "bg-muted text-foreground",
      )}
    >
      {icon}
    </button>
  );
}

function Divider() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />;
}
