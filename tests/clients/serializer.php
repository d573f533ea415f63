<?php
// symfony/serializer 5.4: Groups, SerializedName, Ignore, MaxDepth, Context and
// DiscriminatorMap declared by attributes on properties, accessors and classes, read by
// its AnnotationLoader without a Doctrine reader (ClassMetadataFactory); normalized,
// serialized to JSON with and without groups, deserialized back.

require __DIR__ . '/inc/bootstrap.php';
clients_use('Symfony/Component/Serializer', 'Symfony/Component/PropertyAccess', 'Symfony/Component/PropertyInfo');

use App\Serializer\Category;
use App\Serializer\Circle;
use App\Serializer\Product;
use App\Serializer\Shape;
use App\Serializer\Square;
use Symfony\Component\PropertyInfo\Extractor\ReflectionExtractor;
use Symfony\Component\Serializer\Encoder\JsonEncoder;
use Symfony\Component\Serializer\Mapping\ClassDiscriminatorFromClassMetadata;
use Symfony\Component\Serializer\Mapping\Factory\ClassMetadataFactory;
use Symfony\Component\Serializer\Mapping\Loader\AnnotationLoader;
use Symfony\Component\Serializer\NameConverter\MetadataAwareNameConverter;
use Symfony\Component\Serializer\Normalizer\AbstractObjectNormalizer;
use Symfony\Component\Serializer\Normalizer\ArrayDenormalizer;
use Symfony\Component\Serializer\Normalizer\DateTimeNormalizer;
use Symfony\Component\Serializer\Normalizer\ObjectNormalizer;
use Symfony\Component\Serializer\Serializer;

$factory = new ClassMetadataFactory(new AnnotationLoader());
$serializer = new Serializer([
	new DateTimeNormalizer([DateTimeNormalizer::FORMAT_KEY => DATE_ATOM, DateTimeNormalizer::TIMEZONE_KEY => 'UTC']),
	new ArrayDenormalizer(),
	new ObjectNormalizer($factory, new MetadataAwareNameConverter($factory), null, new ReflectionExtractor(), new ClassDiscriminatorFromClassMetadata($factory)),
], [new JsonEncoder()]);

section('metadata');
foreach ([Product::class, Category::class, Shape::class, Circle::class, Square::class] as $class) {
	$md = $factory->getMetadataFor($class);
	echo (new ReflectionClass($class))->getShortName(), ":\n";
	$mapping = $md->getClassDiscriminatorMapping();
	if ($mapping) {
		echo '  discriminator ', $mapping->getTypeProperty(), ' ', show($mapping->getTypesMapping(), true, '  '), "\n";
	}
	$attrs = $md->getAttributesMetadata();
	ksort($attrs);
	foreach ($attrs as $name => $a) {
		$groups = $a->getGroups();
		sort($groups);
		printf("  %s: groups [%s] name %s maxDepth %s ignore %s\n", $name, implode(', ', $groups),
			show($a->getSerializedName()), show($a->getMaxDepth()), show($a->isIgnored()));
		foreach (['normalization' => $a->getNormalizationContexts(), 'denormalization' => $a->getDenormalizationContexts()] as $kind => $contexts) {
			if ($contexts) {
				echo "    $kind contexts ", show($contexts, true, '    '), "\n";
			}
		}
	}
}

$root = new Category('Hardware');
$cat = new Category('Keyboards', $root);
$cat->position = 3;
$cat->parent->parent = new Category('Everything');
$p = new Product();
$p->id = 7;
$p->name = 'Clicky';
$p->category = $cat;
$p->releasedAt = new DateTimeImmutable('2021-03-04 05:06:07', new DateTimeZone('UTC'));
$p->setPriceCents(4999);
$p->setTags(['mechanical', 'usb']);

$json = JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES;
section('normalize, no groups');
echo json_encode($serializer->normalize($p, null, [AbstractObjectNormalizer::ENABLE_MAX_DEPTH => true]), $json), "\n";
foreach (['list', 'detail', 'write'] as $group) {
	section("serialize, group $group");
	echo $serializer->serialize($p, 'json', ['groups' => [$group], 'json_encode_options' => $json]), "\n";
}
section('serialize, groups list+detail, max depth');
echo $serializer->serialize($p, 'json', ['groups' => ['list', 'detail'], AbstractObjectNormalizer::ENABLE_MAX_DEPTH => true, 'json_encode_options' => $json]), "\n";

section('deserialize, group write');
$in = '{"id": 99, "product_name": "Quiet", "price": 1250, "tags": ["a", "b"], "releasedAt": "2020-01-02", "internalNote": "x", "label": "ignored"}';
$q = $serializer->deserialize($in, Product::class, 'json', ['groups' => ['write']]);
echo show(['id' => $q->id, 'name' => $q->name, 'price' => $q->getPriceCents(), 'tags' => $q->getTags(),
	'releasedAt' => $q->releasedAt ? $q->releasedAt->format('Y-m-d') : null, 'internalNote' => $q->internalNote]), "\n";
section('deserialize, no groups');
$q = $serializer->deserialize($in, Product::class, 'json');
echo show(['id' => $q->id, 'name' => $q->name, 'price' => $q->getPriceCents(), 'tags' => $q->getTags(),
	'releasedAt' => $q->releasedAt ? $q->releasedAt->format('Y-m-d') : null, 'internalNote' => $q->internalNote]), "\n";

section('discriminator map');
$shapes = [new Circle(), new Square()];
$shapes[0]->radius = 5;
$shapes[1]->side = 4;
$shapes[1]->color = 'red';
echo $serializer->serialize($shapes, 'json', ['groups' => ['shape']]), "\n";
$back = $serializer->deserialize('[{"kind":"square","side":3,"color":"blue"},{"kind":"circle","r":2}]', Shape::class . '[]', 'json', ['groups' => ['shape']]);
foreach ($back as $shape) {
	$vars = get_object_vars($shape); // sorted: PHP 8.1 lists inherited properties first
	ksort($vars);
	echo get_class($shape), ' ', json_encode($vars), "\n";
}
