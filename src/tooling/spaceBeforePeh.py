# Nastaliq's initial peh reaches back under the word before it, so the gap in front of it looks
# a size smaller than before any other letter (docs/decisions/0004-urdu-typography.md). This adds
# to Noto Nastaliq Urdu a space glyph wider by UNITS and a rule that draws it for a space followed
# by peh: the text keeps its plain space, so what a reader copies or a screen reader reads is the
# text as written. The rule is a 'locl' lookup, which browsers apply unasked; it runs after the
# font's 'ccmp' has split peh into its body (Behx) and its three dots, so it looks for either.
#
# Usage: python3 spaceBeforePeh.py SOURCE OUTPUT UNITS (fontTools, Debian's python3-fonttools).
import sys

from fontTools.otlLib import builder
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables import otTables

source, output, units = sys.argv[1], sys.argv[2], int(sys.argv[3])
font = TTFont(source)
cmap = font.getBestCmap()
space, peh = cmap[0x20], cmap[0x67E]

# The wider space: an empty glyph, its advance the space's plus UNITS.
wide = f'{space}.beforePeh'
order = font.getGlyphOrder() + [wide]
font.setGlyphOrder(order)
font['glyf'].glyphOrder = order
font['glyf'].glyphs[wide] = type(font['glyf'][space])()
font['hmtx'][wide] = (font['hmtx'][space][0] + units, 0)
font['maxp'].numGlyphs = len(order)
glyph_ids = font.getReverseGlyphMap(rebuild=True)



def alike(node, seen):
    """Every rule that names the space names the wider one too: the font's own rules read a space
    after a word to choose the word's last letter, and they must read this one the same way."""
    if id(node) in seen:
        return
    seen.add(id(node))
    if isinstance(node, otTables.Coverage) and space in node.glyphs:
        node.glyphs.append(wide)
    elif isinstance(node, otTables.ClassDef) and space in node.classDefs:
        node.classDefs[wide] = node.classDefs[space]
    elif isinstance(node, list):
        for item in node:
            alike(item, seen)
    elif hasattr(node, '__dict__'):
        for value in vars(node).values():
            alike(value, seen)


for tag in ('GSUB', 'GPOS', 'GDEF'):
    if tag in font:
        alike(font[tag].table, set())

gsub = font['GSUB'].table
lookups = gsub.LookupList.Lookup
lookups.append(builder.buildLookup([builder.buildSingleSubstSubtable({space: wide})]))
widen = len(lookups) - 1


def before(*ahead):
    """The space, when the glyphs `ahead` follow it."""
    rule = otTables.ChainContextSubst()
    rule.Format = 3
    rule.BacktrackGlyphCount, rule.BacktrackCoverage = 0, []
    rule.InputGlyphCount, rule.InputCoverage = 1, [builder.buildCoverage([space], glyph_ids)]
    rule.LookAheadGlyphCount = len(ahead)
    rule.LookAheadCoverage = [builder.buildCoverage([glyph], glyph_ids) for glyph in ahead]
    record = otTables.SubstLookupRecord()
    record.SequenceIndex, record.LookupListIndex = 0, widen
    rule.SubstCount, rule.SubstLookupRecord = 1, [record]
    return rule


chain = otTables.Lookup()
chain.LookupType, chain.LookupFlag = 6, 0
chain.SubTable = [before(peh), before('Behx', 'ThreeDotsDownBelowNS')]
chain.SubTableCount = len(chain.SubTable)
lookups.append(chain)
gsub.LookupList.LookupCount = len(lookups)

feature = otTables.Feature()
feature.FeatureParams = None
feature.LookupListIndex, feature.LookupCount = [len(lookups) - 1], 1
record = otTables.FeatureRecord()
record.FeatureTag, record.Feature = 'locl', feature
gsub.FeatureList.FeatureRecord.append(record)
gsub.FeatureList.FeatureCount = len(gsub.FeatureList.FeatureRecord)
for script in gsub.ScriptList.ScriptRecord:
    systems = [script.Script.DefaultLangSys, *(r.LangSys for r in script.Script.LangSysRecord)]
    for system in filter(None, systems):
        system.FeatureIndex.append(gsub.FeatureList.FeatureCount - 1)
        system.FeatureCount = len(system.FeatureIndex)
font.flavor = None  # plain TrueType: the cut (HarfBuzz) reads it, fontTools writes the woff2
font.save(output)
