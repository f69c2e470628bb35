// The tool's pages get the tools' messages in the browser (the layout above sends only the common ones).
export { ToolLayout as default } from '../../_components/tool-messages';
