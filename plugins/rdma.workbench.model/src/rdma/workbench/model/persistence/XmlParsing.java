package rdma.workbench.model.persistence;

import java.util.Map;

import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;

import org.xml.sax.SAXException;

/**
 * How model files are parsed, set explicitly rather than left to one JDK's defaults (OWASP's XXE
 * rules): no DOCTYPE at all, so no external entity, no DTD fetched and no entity to expand; no
 * schema or DTD loaded from anywhere; at most 2,500 entity expansions (JDK 25's default, older ones allow 64,000); and a depth far beyond the deepest model (a topology's GID
 * sits 5 elements down) so a hostile file cannot exhaust the parser's stack.
 */
final class XmlParsing {

    /** Deeper than any model file nests (about 8), shallow enough to bound a parser's work per element. */
    static final int MAX_DEPTH = 200;

    static final Map<String, Boolean> FEATURES = Map.of(XMLConstants.FEATURE_SECURE_PROCESSING, Boolean.TRUE,
            "http://apache.org/xml/features/disallow-doctype-decl", Boolean.TRUE,
            "http://xml.org/sax/features/external-general-entities", Boolean.FALSE,
            "http://xml.org/sax/features/external-parameter-entities", Boolean.FALSE,
            "http://apache.org/xml/features/nonvalidating/load-external-dtd", Boolean.FALSE);

    static final Map<String, Object> PROPERTIES = Map.of(XMLConstants.ACCESS_EXTERNAL_DTD, "", XMLConstants.ACCESS_EXTERNAL_SCHEMA, "",
            "http://www.oracle.com/xml/jaxp/properties/maxElementDepth", Integer.toString(MAX_DEPTH),
            "http://www.oracle.com/xml/jaxp/properties/entityExpansionLimit", "2500");

    private XmlParsing() {
    }

    /** The parser's words for a refusal these settings make, said as the rule they enforce; any other message as it is. */
    static String explain(String parserMessage) {
        if (parserMessage != null && parserMessage.contains("disallow-doctype-decl")) {
            return "a model file has no DOCTYPE: DTDs and entities are refused, so that no file can make the product read another file"
                    + " or expand text without end";
        }
        if (parserMessage != null && parserMessage.contains("maxElementDepth")) {
            return "elements nested more than " + MAX_DEPTH + " deep: no model nests so deep, and the parser stops there";
        }
        return parserMessage;
    }

    /** A namespace-aware SAX parser configured as EMF's is for model files. */
    static SAXParser saxParser() throws ParserConfigurationException, SAXException {
        SAXParserFactory f = SAXParserFactory.newInstance();
        f.setNamespaceAware(true);
        f.setValidating(false);
        for (Map.Entry<String, Boolean> e : FEATURES.entrySet()) {
            f.setFeature(e.getKey(), e.getValue());
        }
        SAXParser parser = f.newSAXParser();
        for (Map.Entry<String, Object> e : PROPERTIES.entrySet()) {
            parser.setProperty(e.getKey(), e.getValue());
        }
        return parser;
    }
}
