import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button, Dropdown, Icon, Input, Menu } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { QueryEditor } from '../../sqllab.types';

export interface EditorTabsProps {
  editors: readonly QueryEditor[];
  activeEditorId: string | null;
  onActivate: (id: string) => void;
  onAdd: () => void;
  onClose: (id: string) => void;
  onCloseOthers: (id: string) => void;
  onClone: (id: string) => void;
  onRename: (id: string, name: string) => void;
}

/**
 * One tab per query editor: click to switch, double-click to rename, × to close, + to add; the menu
 * beside them renames, duplicates or closes the active tab, or closes all the others.
 */
export function EditorTabs({ editors, activeEditorId, onActivate, onAdd, onClose, onCloseOthers, onClone, onRename }: EditorTabsProps) {
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const active = editors.find((editor) => editor.id === activeEditorId);
  const finishRename = () => {
    if (renaming) onRename(renaming.id, renaming.name);
    setRenaming(null);
  };
  // The tabs scroll sideways when there are many; the add button and the actions menu sit outside
  // that scrolling box, whose overflow would otherwise clip the opened menu to a sliver.
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end' }}>
      <Menu
        tabular
        role="tablist"
        aria-label={t('Query tabs')}
        style={{ marginBottom: 0, overflowX: 'auto', overflowY: 'hidden', flex: '0 1 auto' }}
      >
        {editors.map((editor) => {
          const active = editor.id === activeEditorId;
          if (renaming?.id === editor.id) {
            return (
              <Menu.Item key={editor.id} active={active}>
                <Input
                  size="mini"
                  autoFocus
                  aria-label={t('Tab name')}
                  value={renaming.name}
                  onChange={(_event, data) => setRenaming({ id: editor.id, name: String(data.value) })}
                  onBlur={finishRename}
                  onKeyDown={(event: KeyboardEvent) => {
                    if (event.key === 'Enter') finishRename();
                    if (event.key === 'Escape') setRenaming(null);
                  }}
                />
              </Menu.Item>
            );
          }
          return (
            <Menu.Item
              key={editor.id}
              active={active}
              role="tab"
              aria-selected={active}
              onClick={() => onActivate(editor.id)}
              onDoubleClick={() => setRenaming({ id: editor.id, name: editor.name })}
            >
              {editor.name}
              <Icon
                name="close"
                link
                role="button"
                aria-label={t('Close tab %s', editor.name)}
                style={{ marginInlineStart: '0.5em' }}
                onClick={(event: MouseEvent) => {
                  event.stopPropagation();
                  onClose(editor.id);
                }}
              />
            </Menu.Item>
          );
        })}
      </Menu>
      <Menu tabular style={{ marginBottom: 0, flex: '1 1 auto' }}>
        <Menu.Item>
          <Button type="button" basic icon="plus" size="mini" aria-label={t('Add a new tab')} onClick={onAdd} />
        </Menu.Item>
        {active && (
          <Menu.Item>
            <Dropdown icon="ellipsis horizontal" aria-label={t('Tab actions')} title={t('Tab actions')}>
              <Dropdown.Menu>
                <Dropdown.Item icon="edit" text={t('Rename tab')} onClick={() => setRenaming({ id: active.id, name: active.name })} />
                <Dropdown.Item icon="copy" text={t('Duplicate tab')} onClick={() => onClone(active.id)} />
                <Dropdown.Item icon="close" text={t('Close tab')} onClick={() => onClose(active.id)} />
                <Dropdown.Item
                  icon="window close outline"
                  text={t('Close all other tabs')}
                  disabled={editors.length < 2}
                  onClick={() => onCloseOthers(active.id)}
                />
              </Dropdown.Menu>
            </Dropdown>
          </Menu.Item>
        )}
      </Menu>
    </div>
  );
}
