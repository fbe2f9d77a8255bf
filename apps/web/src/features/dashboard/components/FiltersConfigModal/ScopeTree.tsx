import { Checkbox, List } from 'semantic-ui-react';
import { chartsUnder, type ScopeNode } from '../../filters/filter-scope';

export interface ScopeTreeProps {
  nodes: ScopeNode[];
  checked: readonly number[];
  onChange: (checked: number[]) => void;
}

/** Tabs and charts with checkboxes: a tab checks or unchecks every chart under it. */
export function ScopeTree({ nodes, checked, onChange }: ScopeTreeProps) {
  const toggle = (node: ScopeNode, on: boolean) => {
    const ids = chartsUnder(node);
    onChange(on ? [...new Set([...checked, ...ids])] : checked.filter((id) => !ids.includes(id)));
  };
  const renderNode = (node: ScopeNode) => {
    const ids = chartsUnder(node);
    const inScope = ids.filter((id) => checked.includes(id)).length;
    return (
      <List.Item key={node.key}>
        <Checkbox
          id={`filter-scope-${node.key}`}
          label={node.label}
          checked={ids.length > 0 && inScope === ids.length}
          indeterminate={inScope > 0 && inScope < ids.length}
          onChange={(_event, data) => toggle(node, data.checked === true)}
        />
        {node.children.length > 0 && <List.List>{node.children.map(renderNode)}</List.List>}
      </List.Item>
    );
  };
  return <List>{nodes.map(renderNode)}</List>;
}
