"use client";

import { useMemo, type CSSProperties, type ReactNode } from "react";
import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors,
  type Announcements, type DragEndEvent, type DraggableAttributes, type DraggableSyntheticListeners,
} from "@dnd-kit/core";
import {
  arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { cn } from "@/lib/utils/cn";

/** What an item spreads on its drag handle (a button: keyboard users pick up with Space). */
export type DragHandleProps = { setActivator: (el: HTMLElement | null) => void; attributes: DraggableAttributes; listeners: DraggableSyntheticListeners };

type SortableListProps<T> = {
  items: T[];
  getId: (item: T) => number;
  /** The item's name in the drag handle's label and the screen-reader announcements. */
  getLabel: (item: T) => string;
  /** The ids in their new order; the list shows that order at once (the caller saves it). */
  onReorder: (ids: number[]) => void;
  /** "grid" for dashboards of cards, "vertical" for steps, questions, buttons. */
  layout?: "grid" | "vertical";
  disabled?: boolean;
  className?: string;
  renderItem: (item: T, handle: DragHandleProps, dragging: boolean) => ReactNode;
};

/**
 * The one drag-and-drop reorder (dnd-kit): mouse, touch and keyboard (Space to pick up, arrows
 * to move, Space to drop, Esc to cancel), with announcements that name the item. Saving goes
 * through the module's sort call, which uses lib/http/reorder.ts on the server.
 */
export function SortableList<T>({ items, getId, getLabel, onReorder, layout = "vertical", disabled, className, renderItem }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map(getId), [items, getId]);
  const labelOf = (id: unknown) => {
    const item = items.find((i) => getId(i) === id);
    return item ? getLabel(item) : "item";
  };
  const position = (id: unknown) => ids.indexOf(id as number) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}, position ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) => (over ? `${labelOf(active.id)} is over position ${position(over.id)} of ${ids.length}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `Dropped ${labelOf(active.id)} at position ${position(over.id)} of ${ids.length}.` : `Dropped ${labelOf(active.id)}.`),
    onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(active.id as number), ids.indexOf(over.id as number)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: "To move an item, press Space, then use the arrow keys, and press Space again to drop it. Press Escape to cancel." } }}
    >
      <SortableContext items={ids} strategy={layout === "grid" ? rectSortingStrategy : verticalListSortingStrategy} disabled={disabled}>
        <ul className={className}>
          {items.map((item) => (
            <SortableItem key={getId(item)} id={getId(item)} render={(handle, dragging) => renderItem(item, handle, dragging)} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, render }: { id: number; render: (handle: DragHandleProps, dragging: boolean) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  return (
    <li ref={setNodeRef} style={style} className={cn("list-none", isDragging && "relative z-10 opacity-80")}>
      {render({ setActivator: setActivatorNodeRef, attributes, listeners }, isDragging)}
    </li>
  );
}

/** The grip button an item shows; its label names the item ("Reorder Week 1"). */
export function DragHandle({ handle: { setActivator, attributes, listeners }, label, className }: { handle: DragHandleProps; label: string; className?: string }) {
  return (
    <button
      type="button"
      ref={setActivator}
      {...attributes}
      {...listeners}
      aria-label={`Reorder ${label}`}
      className={cn("inline-flex size-8 touch-none cursor-grab items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground active:cursor-grabbing", className)}
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  );
}
