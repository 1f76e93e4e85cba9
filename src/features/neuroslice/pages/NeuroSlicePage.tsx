/** /neuroslice: the NeuroSlice strategy tool, full screen without the site header and footer (SPEC §2). */
import { PageMeta } from '../../../design-system';
import { brand } from '../../../lib/brand';
import { NeuroSliceTool } from '../components/NeuroSliceTool';

export default function NeuroSlicePage() {
  return (
    <>
      <PageMeta
        title={`${brand.toolName}: AI Content Strategy Tool | ${brand.name}`}
        description={`${brand.toolName} turns a brain dump into a content plan: a neural map of pillars, clusters and assets, audience personas, market trends and a publishing calendar.`}
        canonical="/neuroslice"
      />
      <NeuroSliceTool />
    </>
  );
}
